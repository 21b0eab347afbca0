import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderProducts_order$key } from '../../../__generated__/OrderProducts_order.graphql';
import { OrderPanel } from './OrderPanel';
import { OrderProductItem } from './OrderProductItem';

const m = defineMessages({
  title: { id: 'orders.products.title', defaultMessage: 'Products' },
});

/** The order's products (the inner orders of the super order), each with its own status. */
export function OrderProducts({ order: key }: { order: OrderProducts_order$key }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment OrderProducts_order on Order {
        products {
          id
          ...OrderProductItem_product
        }
      }
    `,
    key,
  );
  return (
    <OrderPanel title={intl.formatMessage(m.title)} testId="order-products">
      <ul className="order-products">
        {order.products.map((product) => (
          <OrderProductItem key={product.id} product={product} />
        ))}
      </ul>
    </OrderPanel>
  );
}
