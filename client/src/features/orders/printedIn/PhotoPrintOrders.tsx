import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PhotoPrintOrdersQuery } from '../../../__generated__/PhotoPrintOrdersQuery.graphql';
import { pathTo } from '../../../app/routes';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Link } from '../../../ui/Link';
import { orderMessages } from '../list/OrderRow';
import { formatOrderDate } from '../orderFormat';
import { orderTexts } from '../orderTexts';
import { OrderStatusChip } from '../status/OrderStatusChip';
import './PhotoPrintOrders.css';

const m = defineMessages({
  title: { id: 'orders.printedIn.title', defaultMessage: 'Printed in' },
});

/**
 * The orders a library photo was printed in, each linking to its details, in the photo's preview: read when the
 * preview shows (the timeline only knows that it was printed), with the orders' texts. Nothing when it never was.
 * The preview loads this module lazily (its own chunk) and renders it in a Suspense boundary.
 */
export default function PhotoPrintOrders({ photoId }: { photoId: string }) {
  return (
    <MessageScopeProvider scope={orderTexts}>
      <PrintOrderList photoId={photoId} />
    </MessageScopeProvider>
  );
}

function PrintOrderList({ photoId }: { photoId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const data = useLazyLoadQuery<PhotoPrintOrdersQuery>(
    graphql`
      query PhotoPrintOrdersQuery($id: ID!) {
        node(id: $id) {
          ... on Photo {
            printedIn {
              code
              createdAt
              status
              statusTone
            }
          }
        }
      }
    `,
    { id: photoId },
    { fetchPolicy: 'store-and-network' },
  );
  const orders = data.node?.printedIn ?? [];
  if (orders.length === 0) return null;
  return (
    <section className="photo-print-orders" aria-labelledby={titleId} data-testid="photo-print-orders">
      <h2 id={titleId} className="photo-print-orders__title">
        {intl.formatMessage(m.title)}
      </h2>
      <ul className="photo-print-orders__list">
        {orders.map((order) => (
          <li key={order.code} className="photo-print-orders__order">
            <Link href={pathTo('orderDetails', { orderCode: order.code })} variant="plain" className="photo-print-orders__link">
              {intl.formatMessage(orderMessages.code, { code: order.code })}
            </Link>
            <span className="photo-print-orders__date">{intl.formatMessage(orderMessages.placed, { date: formatOrderDate(intl, order.createdAt) })}</span>
            <OrderStatusChip status={order.status} tone={order.statusTone} />
          </li>
        ))}
      </ul>
    </section>
  );
}
