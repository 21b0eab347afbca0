import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { FtpIntegrationPageQuery } from '../../../__generated__/FtpIntegrationPageQuery.graphql';
import { Page } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { ROUTES } from '../../../app/routes';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Banner } from '../../../ui';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { FtpCallbackForm } from './FtpCallbackForm';
import { FtpInstructions } from './FtpInstructions';
import { businessTexts } from '../businessTexts';
import { useScreenData } from '../../../app/screen';
import type * as ftpScreen from './ftpScreen';
import './ftp.css';

export const ftpIntegrationPageQuery = graphql`
  query FtpIntegrationPageQuery @preloadable {
    viewer {
      ftpIntegration {
        ...FtpInstructions_integration
        ...FtpCallbackForm_integration
      }
    }
  }
`;

const m = defineMessages({
  error: {
    id: 'business.ftp.error',
    defaultMessage: 'Your FTP instructions could not be loaded. Please refresh the page or try again later.',
  },
});

function LoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p data-testid="ftp-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

function FtpIntegration({ queryRef }: { queryRef: PreloadedQuery<FtpIntegrationPageQuery> }) {
  const { viewer } = usePreloadedQuery<FtpIntegrationPageQuery>(ftpIntegrationPageQuery, queryRef);
  if (!viewer.ftpIntegration) return <LoadError />;
  return (
    <div className="ftp-page">
      <FtpInstructions integration={viewer.ftpIntegration} />
      <FtpCallbackForm integration={viewer.ftpIntegration} />
    </div>
  );
}

/** '/integration' — 'FTP instructions': how to upload order files by FTPS, and the order status callback. */
export function FtpIntegrationPage() {
  const queryRef = useScreenData<typeof ftpScreen>();
  return (
    <MessageScopeProvider scope={businessTexts}>
      <Page title={ROUTES.ftpIntegration.title}>
        <ErrorBoundary fallback={<LoadError />}>
          <Suspense fallback={<PageLoader />}>
            <FtpIntegration queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Page>
    </MessageScopeProvider>
  );
}
