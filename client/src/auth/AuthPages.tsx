import { defineMessages, useIntl } from 'react-intl';
import { useDocumentTitle } from '../brand/useDocumentTitle';
import { PublicLayout } from '../features/public/PublicLayout';
import { Button, Spinner } from '../ui';

const m = defineMessages({
  authErrorTitle: { id: 'auth.error.title', defaultMessage: 'Auth Error' },
  authErrorText: {
    id: 'auth.error.text',
    defaultMessage: "We couldn't sign you in. Please try again; if the problem continues, please contact us.",
  },
  retry: { id: 'auth.error.retry', defaultMessage: 'Try again' },
  storageTitle: { id: 'auth.storage.title', defaultMessage: 'Please enable site data and cookies' },
  storageText: {
    id: 'auth.storage.text',
    defaultMessage:
      'Your browser blocks this site from storing data, so we cannot sign you in. Please allow site data and cookies for this site in your browser settings, then reload the page.',
  },
  reload: { id: 'auth.storage.reload', defaultMessage: 'Reload page' },
  signingIn: { id: 'auth.signingIn', defaultMessage: 'Signing you in…' },
});

/** Sign-in failed (config, provider or callback): spec §8 'Auth Error' with a retry. */
export function AuthErrorPage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.authErrorTitle);
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <h1>{title}</h1>
      <p role="alert">{intl.formatMessage(m.authErrorText)}</p>
      <div className="public-layout__actions">
        <Button onPress={onRetry}>{intl.formatMessage(m.retry)}</Button>
      </div>
    </PublicLayout>
  );
}

/** The browser blocks local storage (spec §2): ask for site data and cookies. */
export function StorageBlockedPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.storageTitle);
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <h1>{title}</h1>
      <p>{intl.formatMessage(m.storageText)}</p>
      <div className="public-layout__actions">
        <Button onPress={() => window.location.reload()}>{intl.formatMessage(m.reload)}</Button>
      </div>
    </PublicLayout>
  );
}

/** While config loads and sign-in starts or finishes. */
export function SigningInPage() {
  const intl = useIntl();
  return (
    <main className="public-layout__main">
      <Spinner label={intl.formatMessage(m.signingIn)} />
    </main>
  );
}
