import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { OrderDetailsPageQuery } from '../../../__generated__/OrderDetailsPageQuery.graphql';
import { Page } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { ROUTES } from '../../../app/routes';
import { useBrand } from '../../../brand/BrandContext';
import { Banner, Link } from '../../../ui';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { orderTexts } from '../orderTexts';
import { OrderDelivery } from './OrderDelivery';
import { OrderProducts } from './OrderProducts';
import { OrderSummary } from './OrderSummary';
import { useScreenData } from '../../../app/screen';
import type * as orderDetailsScreen from './orderDetailsScreen';
import './OrderDetailsPage.css';

export const orderDetailsPageQuery = graphql`
  query OrderDetailsPageQuery($code: String!) @preloadable {
    viewer {
      order(code: $code) {
        ...OrderSummary_order
        ...OrderDelivery_order
        ...OrderProducts_order
      }
    }
  }
`;

const m = defineMessages({
  error: {
    id: 'orders.details.error',
    defaultMessage: 'An error occurred loading this order, please contact us to report this issue.',
  },
  contact: { id: 'orders.details.contact', defaultMessage: 'Contact customer care' },
});

/** Spec §8: an unknown order, another customer's, or one that could not be loaded — never anything of it. */
function OrderError() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <Banner tone="error" action={<Link href={brand.customerCareUrl}>{intl.formatMessage(m.contact)}</Link>}>
      <p data-testid="order-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

function OrderDetails({ queryRef }: { queryRef: PreloadedQuery<OrderDetailsPageQuery> }) {
  const { viewer } = usePreloadedQuery<OrderDetailsPageQuery>(orderDetailsPageQuery, queryRef);
  const { order } = viewer;
  if (!order) return <OrderError />;
  return (
    <div className="order-details">
      <OrderSummary order={order} />
      <OrderDelivery order={order} />
      <OrderProducts order={order} />
    </div>
  );
}

/** '/orders/:orderCode' — 'Order details' with 'Back to my Orders' (spec §2). */
export function OrderDetailsPage() {
  const queryRef = useScreenData<typeof orderDetailsScreen>();
  return (
    <MessageScopeProvider scope={orderTexts}>
      <Page title={ROUTES.orderDetails.title} back={ROUTES.orderDetails.back}>
        <ErrorBoundary fallback={<OrderError />}>
          <Suspense fallback={<PageLoader />}>
            <OrderDetails queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Page>
    </MessageScopeProvider>
  );
}
