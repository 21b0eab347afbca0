import { useId, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvoiceRow_invoice$key } from '../../../__generated__/InvoiceRow_invoice.graphql';
import type { InvoiceSections_current$key } from '../../../__generated__/InvoiceSections_current.graphql';
import type { InvoiceSections_historical$key } from '../../../__generated__/InvoiceSections_historical.graphql';
import type { InvoiceSectionsCurrentPaginationQuery } from '../../../__generated__/InvoiceSectionsCurrentPaginationQuery.graphql';
import type { InvoiceSectionsHistoricalPaginationQuery } from '../../../__generated__/InvoiceSectionsHistoricalPaginationQuery.graphql';
import { Banner, Button } from '../../../ui';
import { InvoiceRow } from './InvoiceRow';

/** Invoices per page of each kind (current, historical): the fragments' default `first` and each next page. */
const INVOICES_PAGE_SIZE = 10;

/** A kind's invoices as the page shows them: null when the invoice service could not answer. */
export interface InvoicePages {
  invoices: { totalCount: number; edges: ReadonlyArray<{ node: { id: string } & InvoiceRow_invoice$key }> } | null;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadMore: (onDone: (error: Error | null) => void) => void;
}

type Pagination = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
};

const pagesOf = (invoices: InvoicePages['invoices'] | undefined, { hasNext, isLoadingNext, loadNext }: Pagination): InvoicePages => ({
  invoices: invoices ?? null,
  hasNext,
  isLoadingNext,
  loadMore: (onDone) => loadNext(INVOICES_PAGE_SIZE, { onComplete: onDone }),
});

/** The current invoices (one per order), newest first, a page at a time. */
export function useCurrentInvoices(key: InvoiceSections_current$key): InvoicePages {
  const { data, ...pagination } = usePaginationFragment<InvoiceSectionsCurrentPaginationQuery, InvoiceSections_current$key>(
    graphql`
      fragment InvoiceSections_current on Viewer
      @refetchable(queryName: "InvoiceSectionsCurrentPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        current: invoices(kind: CURRENT, first: $first, after: $after) @connection(key: "InvoiceSections_current") {
          totalCount
          edges {
            node {
              id
              ...InvoiceRow_invoice
            }
          }
        }
      }
    `,
    key,
  );
  return pagesOf(data.current, pagination);
}

/** The historical invoices (the previous invoicing system), newest first, a page at a time. */
export function useHistoricalInvoices(key: InvoiceSections_historical$key): InvoicePages {
  const { data, ...pagination } = usePaginationFragment<InvoiceSectionsHistoricalPaginationQuery, InvoiceSections_historical$key>(
    graphql`
      fragment InvoiceSections_historical on Viewer
      @refetchable(queryName: "InvoiceSectionsHistoricalPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        historical: invoices(kind: HISTORICAL, first: $first, after: $after) @connection(key: "InvoiceSections_historical") {
          totalCount
          edges {
            node {
              id
              ...InvoiceRow_invoice
            }
          }
        }
      }
    `,
    key,
  );
  return pagesOf(data.historical, pagination);
}

const m = defineMessages({
  showMore: { id: 'invoices.list.showMore', defaultMessage: 'Show more' },
  showMoreFailed: { id: 'invoices.list.showMoreFailed', defaultMessage: 'More invoices could not be loaded. Please try again.' },
});

const mv = defineMessages<{ shown: { shown: number; total: number } }>({
  shown: { id: 'invoices.list.shown', defaultMessage: '{shown} of {total}' },
});

export interface InvoiceSectionProps {
  title: MessageDescriptor;
  /** Shown when this kind has no invoice (and the other has). */
  empty: MessageDescriptor;
  /** Shown when the invoice service could not answer for this kind. */
  error: MessageDescriptor;
  pages: InvoicePages;
  testId: string;
}

/** A section of the invoices page (a region named by its heading): its invoices and 'Show more', or its own error. */
export function InvoiceSection({ title, empty, error, pages, testId }: InvoiceSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const { invoices } = pages;
  const showMore = () => {
    setFailed(false);
    pages.loadMore((loadError) => setFailed(loadError !== null));
  };
  return (
    <section className="invoices-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="invoices-section__title">
        {intl.formatMessage(title)}
        {invoices && invoices.totalCount > 0 ? <span className="invoices-section__count">{invoices.totalCount}</span> : null}
      </h2>
      {!invoices ? (
        <Banner tone="error">
          <p>{intl.formatMessage(error)}</p>
        </Banner>
      ) : invoices.edges.length === 0 ? (
        <p className="invoices-section__empty">{intl.formatMessage(empty)}</p>
      ) : (
        <>
          <ul className="invoices-section__list">
            {invoices.edges.map((edge) => (
              <InvoiceRow key={edge.node.id} invoice={edge.node} />
            ))}
          </ul>
          {pages.hasNext || pages.isLoadingNext ? (
            <div className="invoices-section__more">
              <span className="invoices-section__shown">
                {intl.formatMessage(mv.shown, { shown: invoices.edges.length, total: invoices.totalCount })}
              </span>
              {/* The same button while the next page loads (busy): the keyboard focus stays on it. */}
              <Button
                variant="secondary"
                onPress={pages.isLoadingNext ? undefined : showMore}
                aria-disabled={pages.isLoadingNext || undefined}
                aria-busy={pages.isLoadingNext || undefined}
              >
                {pages.isLoadingNext ? <span className="invoices-spinner" aria-hidden="true" /> : null}
                {intl.formatMessage(m.showMore)}
              </Button>
            </div>
          ) : null}
          {failed ? (
            <Banner tone="error">
              <p>{intl.formatMessage(m.showMoreFailed)}</p>
            </Banner>
          ) : null}
        </>
      )}
    </section>
  );
}
