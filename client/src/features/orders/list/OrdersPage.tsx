import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { OrdersPageQuery } from '../../../__generated__/OrdersPageQuery.graphql';
import { Page } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { ROUTES } from '../../../app/routes';
import { useBrand } from '../../../brand/BrandContext';
import { Banner, Card, Link } from '../../../ui';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { orderTexts } from '../orderTexts';
import { OrderSection, useInProgressOrders, useOrderHistory } from './OrderSections';
import { useScreenData } from '../../../app/screen';
import type * as ordersScreen from './ordersScreen';
import './OrdersPage.css';

export const ordersPageQuery = graphql`
  query OrdersPageQuery @preloadable {
    viewer {
      ...OrderSections_inProgress
      ...OrderSections_history
    }
  }
`;

const m = defineMessages({
  inProgress: { id: 'orders.inProgress.title', defaultMessage: 'In progress' },
  inProgressEmpty: { id: 'orders.inProgress.empty', defaultMessage: 'You have no orders in progress.' },
  inProgressError: {
    id: 'orders.inProgress.error',
    defaultMessage: 'Your orders in progress could not be loaded. Please refresh the page or try again later.',
  },
  history: { id: 'orders.history.title', defaultMessage: 'History' },
  historyEmpty: { id: 'orders.history.empty', defaultMessage: 'There are no older orders yet.' },
  historyError: {
    id: 'orders.history.error',
    defaultMessage: 'Your order history could not be loaded. Please refresh the page or try again later.',
  },
  empty: { id: 'orders.empty', defaultMessage: "You haven't ordered anything yet!" },
  emptyText: { id: 'orders.empty.text', defaultMessage: 'Your orders will appear here as soon as you place one.' },
  shop: { id: 'orders.empty.shop', defaultMessage: 'Discover our products' },
  error: {
    id: 'orders.list.error',
    defaultMessage: 'Your orders could not be loaded. Please refresh the page or try again later.',
  },
});

function NoOrders() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <div className="orders-page__empty" data-testid="orders-empty">
      <Card title={intl.formatMessage(m.empty)} icon="▤" footer={<Link variant="button" href={brand.shopUrl}>{intl.formatMessage(m.shop)}</Link>}>
        <p>{intl.formatMessage(m.emptyText)}</p>
      </Card>
    </div>
  );
}

/** Both sections, or the empty state when the customer has no order at all. */
function OrderLists({ queryRef }: { queryRef: PreloadedQuery<OrdersPageQuery> }) {
  const { viewer } = usePreloadedQuery<OrdersPageQuery>(ordersPageQuery, queryRef);
  const inProgress = useInProgressOrders(viewer);
  const history = useOrderHistory(viewer);
  if (inProgress.orders?.totalCount === 0 && history.orders?.totalCount === 0) return <NoOrders />;
  return (
    <div className="orders-page__sections">
      <OrderSection title={m.inProgress} empty={m.inProgressEmpty} error={m.inProgressError} pages={inProgress} testId="orders-in-progress" />
      <OrderSection title={m.history} empty={m.historyEmpty} error={m.historyError} pages={history} testId="orders-history" />
    </div>
  );
}

function LoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p>{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

/** '/orders' — 'Orders': in progress and history, each paged with 'Load more' (spec §2, §4). */
export function OrdersPage() {
  const queryRef = useScreenData<typeof ordersScreen>();
  return (
    <MessageScopeProvider scope={orderTexts}>
      <Page title={ROUTES.orders.title}>
        <ErrorBoundary fallback={<LoadError />}>
          <Suspense fallback={<PageLoader />}>
            <OrderLists queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Page>
    </MessageScopeProvider>
  );
}
