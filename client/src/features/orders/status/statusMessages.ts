import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The display statuses of spec §4 (the schema's `OrderDisplayStatus`). */
export type DisplayStatus = 'AWAITING_PAYMENT' | 'ORDERED' | 'IN_PRODUCTION' | 'SENT' | 'CANCELLED';

const m = defineMessages({
  AWAITING_PAYMENT: { id: 'orders.status.awaitingPayment', defaultMessage: 'Awaiting payment' },
  ORDERED: { id: 'orders.status.ordered', defaultMessage: 'Ordered' },
  IN_PRODUCTION: { id: 'orders.status.inProduction', defaultMessage: 'In production' },
  SENT: { id: 'orders.status.sent', defaultMessage: 'Sent' },
  CANCELLED: { id: 'orders.status.cancelled', defaultMessage: 'Cancelled' },
  delayed: { id: 'orders.status.delayed', defaultMessage: 'Order delayed' },
});

/** The text of a display status; a status this client does not know yet reads as 'Ordered'. */
export function statusMessage(status: string): MessageDescriptor {
  return status in m && status !== 'delayed' ? m[status as DisplayStatus] : m.ORDERED;
}

export const delayedMessage = m.delayed;
