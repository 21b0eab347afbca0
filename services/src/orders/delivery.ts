// Expected delivery windows (GET /OrderDeliveryDates): none before payment, for a cancelled order, or for a pick-up
// point order collected (dispatched over a week ago). A dispatched order arrives 1–3 days after dispatch; otherwise
// 5–8 days after the order (3 more when delayed), re-estimated while it is not dispatched: never before tomorrow.
import type { components } from '../../contracts/__generated__/order-api';
import type { SuperOrder } from './json';
import { stage } from './status';

type DeliveryDates = components['schemas']['DeliveryDates'];

const DAY = 24 * 3600_000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export function deliveryDates(order: SuperOrder, now = Date.now()): DeliveryDates | undefined {
  const s = stage(order.status);
  if (s === 0 || s === 4) return undefined;
  if (s === 3) {
    const dispatched = Math.max(...order.orders.map((o) => (o.paymentChangedDate ? Date.parse(o.paymentChangedDate) : 0)));
    const at = dispatched || Date.parse(order.createdAt);
    if (order.deliveryType === 'PickupPoint' && now - at > 7 * DAY) return undefined;
    return { orderId: order.superOrderCode, earliest: day(at + DAY), latest: day(at + 3 * DAY) };
  }
  const earliest = Math.max(Date.parse(order.createdAt) + (order.delayed ? 8 : 5) * DAY, now + DAY);
  return { orderId: order.superOrderCode, earliest: day(earliest), latest: day(earliest + 3 * DAY) };
}
