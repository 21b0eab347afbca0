import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../brand/useDocumentTitle';
import { useSession } from '../../auth/AuthContext';
import { signOut } from '../../auth/authFlow';
import { ROUTES } from '../../app/routes';
import { Spinner } from '../../ui';
import '../public/PublicLayout.css';

const m = defineMessages({ signingOut: { id: 'logout.signingOut', defaultMessage: 'Signing you out…' } });

/** '/logout': forgets the user in this browser and ends the session at the identity provider. */
export function LogoutPage() {
  const intl = useIntl();
  const session = useSession();
  const started = useRef(false);
  useDocumentTitle(intl.formatMessage(ROUTES.logout.title));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.userManager().then(signOut).catch((error: unknown) => {
      console.error(error);
      window.location.replace('/');
    });
  }, [session]);
  return (
    <main className="public-layout__main">
      <Spinner label={intl.formatMessage(m.signingOut)} />
      <p className="public-layout__center">{intl.formatMessage(m.signingOut)}</p>
    </main>
  );
}
