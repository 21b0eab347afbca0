import { useId, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OrderSectionsHistoryPaginationQuery } from '../../../__generated__/OrderSectionsHistoryPaginationQuery.graphql';
import type { OrderSectionsInProgressPaginationQuery } from '../../../__generated__/OrderSectionsInProgressPaginationQuery.graphql';
import type { OrderSections_history$key } from '../../../__generated__/OrderSections_history.graphql';
import type { OrderSections_inProgress$key } from '../../../__generated__/OrderSections_inProgress.graphql';
import type { OrderRow_order$key } from '../../../__generated__/OrderRow_order.graphql';
import { PageLoader } from '../../../app/PageLoader';
import { Banner, Button } from '../../../ui';
import { OrderRow } from './OrderRow';

/** Orders per page of each section (in progress, history): the fragments' default `first` and each next page. */
const ORDERS_PAGE_SIZE = 10;

/** A section's orders as the page shows them: null when the order service could not answer. */
export interface OrderGroupPages {
  orders: { totalCount: number; edges: ReadonlyArray<{ node: { id: string } & OrderRow_order$key }> } | null;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadMore: (onDone: (error: Error | null) => void) => void;
}

/** A group's connection and its pagination, as the sections render them (10 more at a time). */
function groupPages(
  orders: OrderGroupPages['orders'] | undefined,
  { hasNext, isLoadingNext, loadNext }: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown },
): OrderGroupPages {
  return { orders: orders ?? null, hasNext, isLoadingNext, loadMore: (onDone) => loadNext(ORDERS_PAGE_SIZE, { onComplete: onDone }) };
}

/** 'In progress': orders of the last 30 days not dispatched more than 14 days ago (spec §4), 10 at a time. */
export function useInProgressOrders(key: OrderSections_inProgress$key): OrderGroupPages {
  const { data, ...pagination } = usePaginationFragment<
    OrderSectionsInProgressPaginationQuery,
    OrderSections_inProgress$key
  >(
    graphql`
      fragment OrderSections_inProgress on Viewer
      @refetchable(queryName: "OrderSectionsInProgressPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        inProgress: orders(first: $first, after: $after, group: IN_PROGRESS) @connection(key: "OrderSections_inProgress") {
          totalCount
          edges {
            node {
              id
              ...OrderRow_order
            }
          }
        }
      }
    `,
    key,
  );
  return groupPages(data.inProgress, pagination);
}

/** 'History': every other order, 10 at a time. */
export function useOrderHistory(key: OrderSections_history$key): OrderGroupPages {
  const { data, ...pagination } = usePaginationFragment<
    OrderSectionsHistoryPaginationQuery,
    OrderSections_history$key
  >(
    graphql`
      fragment OrderSections_history on Viewer
      @refetchable(queryName: "OrderSectionsHistoryPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        history: orders(first: $first, after: $after, group: HISTORY) @connection(key: "OrderSections_history") {
          totalCount
          edges {
            node {
              id
              ...OrderRow_order
            }
          }
        }
      }
    `,
    key,
  );
  return groupPages(data.history, pagination);
}

const m = defineMessages({
  loadMore: { id: 'orders.list.loadMore', defaultMessage: 'Load more' },
  loadMoreFailed: {
    id: 'orders.list.loadMoreFailed',
    defaultMessage: 'More orders could not be loaded. Please try again.',
  },
});

const mv = defineMessages<{ shown: { shown: number; total: number } }>({
  shown: { id: 'orders.list.shown', defaultMessage: '{shown} of {total}' },
});

export interface OrderSectionProps {
  title: MessageDescriptor;
  /** Shown when the section holds no order (and the other one does). */
  empty: MessageDescriptor;
  /** Shown when the order service could not answer for this section. */
  error: MessageDescriptor;
  pages: OrderGroupPages;
  testId: string;
}

/** A section of the orders page (a region named by its heading): its orders, 'Load more', or its own error text. */
export function OrderSection({ title, empty, error, pages, testId }: OrderSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const { orders } = pages;
  const loadMore = () => {
    setFailed(false);
    pages.loadMore((loadError) => setFailed(loadError !== null));
  };
  return (
    <section className="orders-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="orders-section__title">
        {intl.formatMessage(title)}
        {orders && orders.totalCount > 0 ? <span className="orders-section__count">{orders.totalCount}</span> : null}
      </h2>
      {!orders ? (
        <Banner tone="error">
          <p>{intl.formatMessage(error)}</p>
        </Banner>
      ) : orders.edges.length === 0 ? (
        <p className="orders-section__empty">{intl.formatMessage(empty)}</p>
      ) : (
        <>
          <ul className="orders-section__list">
            {orders.edges.map((edge) => (
              <OrderRow key={edge.node.id} order={edge.node} />
            ))}
          </ul>
          <div className="orders-section__more">
            {pages.isLoadingNext ? <PageLoader /> : null}
            {pages.hasNext && !pages.isLoadingNext ? (
              <>
                <span className="orders-section__shown">
                  {intl.formatMessage(mv.shown, { shown: orders.edges.length, total: orders.totalCount })}
                </span>
                <Button variant="secondary" onPress={loadMore}>
                  {intl.formatMessage(m.loadMore)}
                </Button>
              </>
            ) : null}
          </div>
          {failed ? (
            <Banner tone="error">
              <p>{intl.formatMessage(m.loadMoreFailed)}</p>
            </Banner>
          ) : null}
        </>
      )}
    </section>
  );
}
