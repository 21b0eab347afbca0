import { memo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderRow_order$key } from '../../../__generated__/OrderRow_order.graphql';
import { pathTo } from '../../../app/routes';
import { Link } from '../../../ui';
import { formatDeliveryWindow, showsExpectedDelivery } from '../deliveryWindow';
import { formatMoney, formatOrderDate } from '../orderFormat';
import { OrderStatusChip } from '../status/OrderStatusChip';

export const orderMessages = defineMessages<{
  code: { code: string };
  products: { count: number };
  placed: { date: string };
  expected: { window: string };
}>({
  code: { id: 'orders.order.code', defaultMessage: 'Order {code}' },
  expected: { id: 'orders.order.expected', defaultMessage: 'Expected delivery: {window}' },
  products: { id: 'orders.order.products', defaultMessage: '{count, plural, one {# product} other {# products}}' },
  placed: { id: 'orders.order.placed', defaultMessage: 'Ordered on {date}' },
});

const m = defineMessages({
  total: { id: 'orders.order.total', defaultMessage: 'Total' },
});

/**
 * One order of a section: its code (the link to its details; the whole row can be clicked), date, product count,
 * the expected delivery while it is on its way, total and status.
 */
export const OrderRow = memo(function OrderRow({ order: key }: { order: OrderRow_order$key }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        code
        createdAt
        productCount
        status
        statusTone
        isDelayed
        deliveryDates {
          ...deliveryWindow_dates
        }
        total {
          ...orderFormat_money
        }
      }
    `,
    key,
  );
  const expected = showsExpectedDelivery(order.status) ? order.deliveryDates : null;
  return (
    <li className="order-row" data-testid="order-row">
      <div className="order-row__main">
        <Link href={pathTo('orderDetails', { orderCode: order.code })} variant="plain" className="order-row__link">
          {intl.formatMessage(orderMessages.code, { code: order.code })}
        </Link>
        <span className="order-row__meta">
          <span className="order-row__fact">{intl.formatMessage(orderMessages.placed, { date: formatOrderDate(intl, order.createdAt) })}</span>
          <span className="sign-separator" aria-hidden="true" />
          <span className="order-row__fact">{intl.formatMessage(orderMessages.products, { count: order.productCount })}</span>
        </span>
        {expected ? (
          <span className="order-row__expected" data-testid="order-row-expected">
            {intl.formatMessage(orderMessages.expected, { window: formatDeliveryWindow(intl, expected) })}
          </span>
        ) : null}
      </div>
      <OrderStatusChip status={order.status} tone={order.statusTone} isDelayed={order.isDelayed} />
      <span className="order-row__total">
        <span className="visually-hidden">{intl.formatMessage(m.total)}</span> {formatMoney(intl, order.total)}
      </span>
      <span className="order-row__chevron sign-next" aria-hidden="true" />
    </li>
  );
});
