import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import { Page } from '../../app/Page';
import { PageLoader } from '../../app/PageLoader';
import { ROUTES } from '../../app/routes';
import { MessageScopeProvider } from '../../i18n/messageScope';
import { Banner, Card } from '../../ui';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { invoicesTexts } from './invoicesTexts';
import { InvoiceSection, useCurrentInvoices, useHistoricalInvoices } from './list/InvoiceSections';
import { MapPdfSection } from './mapPdfs/MapPdfSection';
import { useScreenData } from '../../app/screen';
import type * as invoicesScreen from './invoicesScreen';
import './InvoicesPage.css';

export const invoicesPageQuery = graphql`
  query InvoicesPageQuery @preloadable {
    viewer {
      ...InvoiceSections_current
      ...InvoiceSections_historical
      ...MapPdfSection_viewer
    }
  }
`;

const m = defineMessages({
  intro: { id: 'invoices.intro', defaultMessage: 'The invoices of your orders, to download as PDF.' },
  current: { id: 'invoices.current.title', defaultMessage: 'Current invoices' },
  currentEmpty: { id: 'invoices.current.empty', defaultMessage: 'You have no current invoices.' },
  currentError: {
    id: 'invoices.current.error',
    defaultMessage: 'Your current invoices could not be loaded. Please refresh the page or try again later.',
  },
  historical: { id: 'invoices.historical.title', defaultMessage: 'Historical invoices' },
  historicalEmpty: { id: 'invoices.historical.empty', defaultMessage: 'You have no historical invoices.' },
  historicalError: {
    id: 'invoices.historical.error',
    defaultMessage: 'Your historical invoices could not be loaded. Please refresh the page or try again later.',
  },
  empty: { id: 'invoices.empty', defaultMessage: 'You have no invoices yet' },
  emptyText: { id: 'invoices.empty.text', defaultMessage: 'The invoice of an order appears here once it has been issued.' },
  error: {
    id: 'invoices.error',
    defaultMessage: 'Your invoices could not be loaded. Please refresh the page or try again later.',
  },
});

/** Both kinds of invoices, or one empty state when there is none at all; then the map PDFs. */
function InvoiceLists({ queryRef }: { queryRef: PreloadedQuery<InvoicesPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<InvoicesPageQuery>(invoicesPageQuery, queryRef);
  const current = useCurrentInvoices(viewer);
  const historical = useHistoricalInvoices(viewer);
  const none = current.invoices?.totalCount === 0 && historical.invoices?.totalCount === 0;
  const neither = !current.invoices && !historical.invoices;
  return (
    <div className="invoices-page__sections">
      {neither ? (
        <LoadError />
      ) : none ? (
        <div className="invoices-page__empty" data-testid="invoices-empty">
          <Card title={intl.formatMessage(m.empty)} icon="€">
            <p>{intl.formatMessage(m.emptyText)}</p>
          </Card>
        </div>
      ) : (
        <>
          <InvoiceSection title={m.current} empty={m.currentEmpty} error={m.currentError} pages={current} testId="invoices-current" />
          <InvoiceSection
            title={m.historical}
            empty={m.historicalEmpty}
            error={m.historicalError}
            pages={historical}
            testId="invoices-historical"
          />
        </>
      )}
      <MapPdfSection viewer={viewer} />
    </div>
  );
}

function LoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p data-testid="invoices-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

function Intro() {
  const intl = useIntl();
  return <p>{intl.formatMessage(m.intro)}</p>;
}

/** '/invoices' — 'B2B invoices': current and historical invoices (each paged, each downloadable) and map PDFs. */
export function InvoicesPage() {
  const queryRef = useScreenData<typeof invoicesScreen>();
  return (
    <MessageScopeProvider scope={invoicesTexts}>
      <Page title={ROUTES.invoices.title} intro={<Intro />}>
        <ErrorBoundary fallback={<LoadError />}>
          <Suspense fallback={<PageLoader />}>
            <InvoiceLists queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Page>
    </MessageScopeProvider>
  );
}
