import { Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Page } from '../../app/Page';
import { PageLoader } from '../../app/PageLoader';
import { ROUTES, type RouteName } from '../../app/routes';
import { MessageScopeProvider } from '../../i18n/messageScope';
import { Banner } from '../../ui';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { settingsTexts } from './settingsTexts';
import './settings.css';

const m = defineMessages({
  error: { id: 'settings.error', defaultMessage: 'An error occurred loading your settings' },
});

/** Spec §8: the customer service could not answer (or the page's query failed). */
export function SettingsError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p data-testid="settings-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

/**
 * A settings screen: its texts, the route's title (and 'Back to my Settings' on the sub-pages), and the content
 * behind its own Suspense fallback and error boundary (a failed query shows the settings error).
 */
export function SettingsScreen({ route, children }: { route: RouteName; children: ReactNode }) {
  const def = ROUTES[route];
  return (
    <MessageScopeProvider scope={settingsTexts}>
      <Page title={def.title} back={'back' in def ? def.back : undefined}>
        <ErrorBoundary fallback={<SettingsError />}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </ErrorBoundary>
      </Page>
    </MessageScopeProvider>
  );
}
