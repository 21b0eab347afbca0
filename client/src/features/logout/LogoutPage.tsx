import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../brand/useDocumentTitle';
import { useSession } from '../../auth/AuthContext';
import { signOut } from '../../auth/signOut';
import { pathTo, ROUTES } from '../../app/routes';
import { Spinner } from '../../ui';
import { postLogoutRouteOf } from './postLogoutRoute';
import '../public/PublicLayout.css';

const m = defineMessages({ signingOut: { id: 'logout.signingOut', defaultMessage: 'Signing you out…' } });

/**
 * '/logout': forgets the user in this browser and ends the session at the identity provider, which sends the browser
 * back to the overview (or to the page the navigation asked for, e.g. 'account deleted' for a deleted account).
 */
export function LogoutPage() {
  const intl = useIntl();
  const session = useSession();
  const { state } = useLocation();
  const after = postLogoutRouteOf(state);
  const started = useRef(false);
  useDocumentTitle(intl.formatMessage(ROUTES.logout.title));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session
      .userManager()
      .then((userManager) => signOut(userManager, after))
      .catch((error: unknown) => {
        console.error(error);
        window.location.replace(pathTo(after));
      });
  }, [session, after]);
  return (
    <main className="public-layout__main">
      <Spinner label={intl.formatMessage(m.signingOut)} />
      <p className="public-layout__center">{intl.formatMessage(m.signingOut)}</p>
    </main>
  );
}
