import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderDelivery_order$key } from '../../../__generated__/OrderDelivery_order.graphql';
import { AddressLines } from '../../addresses/AddressLines';
import { DeliveryAddressChange } from '../address/DeliveryAddressChange';
import { orderAddressOf } from '../address/orderAddress';
import { formatDeliveryWindow } from '../deliveryWindow';
import { OrderPanel } from './OrderPanel';

const m = defineMessages({
  title: { id: 'orders.delivery.title', defaultMessage: 'Delivery' },
  method: { id: 'orders.delivery.method', defaultMessage: 'Delivery method' },
  HOME: { id: 'orders.delivery.home', defaultMessage: 'Home delivery' },
  PICKUP_POINT: { id: 'orders.delivery.pickupPoint', defaultMessage: 'Pick-up point' },
  address: { id: 'orders.delivery.address', defaultMessage: 'Delivery address' },
  pickupAddress: { id: 'orders.delivery.pickupAddress', defaultMessage: 'Pick-up point address' },
  dates: { id: 'orders.delivery.dates', defaultMessage: 'Expected delivery' },
});

/** How and where the order is delivered, when it is expected, and the delivery-address change. */
export function OrderDelivery({ order: key }: { order: OrderDelivery_order$key }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment OrderDelivery_order on Order {
        deliveryType
        deliveryAddress {
          ...orderAddress_address
        }
        deliveryDates {
          ...deliveryWindow_dates
        }
        ...DeliveryAddressChange_order
      }
    `,
    key,
  );
  const pickup = order.deliveryType === 'PICKUP_POINT';
  const dates = order.deliveryDates;
  return (
    <OrderPanel title={intl.formatMessage(m.title)} testId="order-delivery">
      <dl className="order-facts">
        <div className="order-facts__item">
          <dt>{intl.formatMessage(m.method)}</dt>
          <dd data-testid="delivery-type">{intl.formatMessage(pickup ? m.PICKUP_POINT : m.HOME)}</dd>
        </div>
        {dates ? (
          <div className="order-facts__item">
            <dt>{intl.formatMessage(m.dates)}</dt>
            <dd data-testid="delivery-dates">{formatDeliveryWindow(intl, dates)}</dd>
          </div>
        ) : null}
        <div className="order-facts__item order-facts__item--wide">
          <dt>{intl.formatMessage(pickup ? m.pickupAddress : m.address)}</dt>
          <dd>
            <AddressLines address={orderAddressOf(order.deliveryAddress)} testId="delivery-address" />
          </dd>
        </div>
      </dl>
      <DeliveryAddressChange order={order} />
    </OrderPanel>
  );
}
