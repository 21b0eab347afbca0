import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderCutOffNote_product$key } from '../../../__generated__/OrderCutOffNote_product.graphql';
import { formatDate } from '../../../i18n/dates';

const mv = defineMessages<{ cutOff: { orderBefore: string; deliveryBy: string } }>({
  cutOff: { id: 'orders.product.cutOff', defaultMessage: 'Order by {orderBefore} for delivery by {deliveryBy}' },
});

/**
 * The next order cut-off of a product's article (its article group's or a campaign's, e.g. Christmas): 'Order by
 * 15 December for delivery by 24 December', the cut-off in the customer's time zone. Nothing when there is none.
 */
export function OrderCutOffNote({ product: key }: { product: OrderCutOffNote_product$key }) {
  const intl = useIntl();
  const { cutOff } = useFragment(
    graphql`
      fragment OrderCutOffNote_product on OrderProduct {
        cutOff {
          orderBefore
          deliveryBy
        }
      }
    `,
    key,
  );
  if (!cutOff) return null;
  const dayMonth = { day: 'numeric', month: 'long' } as const;
  return (
    <p className="order-cutoff" data-testid="order-cutoff">
      {intl.formatMessage(mv.cutOff, {
        orderBefore: formatDate(intl, cutOff.orderBefore, dayMonth),
        deliveryBy: formatDate(intl, `${cutOff.deliveryBy}T12:00:00Z`, { ...dayMonth, timeZone: 'UTC' }),
      })}
    </p>
  );
}
