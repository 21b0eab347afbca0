import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderSummary_order$key } from '../../../__generated__/OrderSummary_order.graphql';
import { Banner } from '../../../ui';
import { orderMessages } from '../list/OrderRow';
import { formatMoney, formatOrderDate } from '../orderFormat';
import { OrderStatusChip } from '../status/OrderStatusChip';
import { ReorderButton } from './ReorderButton';

const m = defineMessages({
  date: { id: 'orders.details.date', defaultMessage: 'Order date' },
  status: { id: 'orders.details.status', defaultMessage: 'Status' },
  products: { id: 'orders.details.products', defaultMessage: 'Products' },
  total: { id: 'orders.details.total', defaultMessage: 'Total' },
  awaitingPayment: {
    id: 'orders.details.awaitingPayment',
    defaultMessage: 'We have received your order. Printing starts as soon as your payment arrives.',
  },
});

/** The order at a glance: code, status ('Order delayed'), date, product count, total, and 'Reorder' (top right on wide screens, last on phones). */
export function OrderSummary({ order: key }: { order: OrderSummary_order$key }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment OrderSummary_order on Order {
        id
        code
        createdAt
        status
        statusTone
        isDelayed
        productCount
        canReorder
        products {
          kind
        }
        total {
          ...orderFormat_money
        }
      }
    `,
    key,
  );
  return (
    <section className="order-panel order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className="order-panel__title order-summary__title">
        {intl.formatMessage(orderMessages.code, { code: order.code })}
      </h2>
      <dl className="order-facts order-summary__facts">
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.status)}</dt>
          <dd>
            <OrderStatusChip status={order.status} tone={order.statusTone} isDelayed={order.isDelayed} />
          </dd>
        </div>
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.date)}</dt>
          <dd>{formatOrderDate(intl, order.createdAt)}</dd>
        </div>
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.products)}</dt>
          <dd>{intl.formatMessage(orderMessages.products, { count: order.productCount })}</dd>
        </div>
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.total)}</dt>
          <dd className="order-facts__total" data-testid="order-total">
            {formatMoney(intl, order.total)}
          </dd>
        </div>
      </dl>
      {/* Nothing is printed for e-vouchers alone: their own text says when the e-voucher is shown. */}
      {order.status === 'AWAITING_PAYMENT' && order.products.some((product) => product.kind !== 'VOUCHER') ? (
        <div className="order-summary__note">
          <Banner tone="info">
            <p>{intl.formatMessage(m.awaitingPayment)}</p>
          </Banner>
        </div>
      ) : null}
      {order.canReorder ? <ReorderButton orderId={order.id} /> : null}
    </section>
  );
}
