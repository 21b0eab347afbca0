import { useIntl } from 'react-intl';
import { delayedMessage, statusMessage } from './statusMessages';
import './OrderStatusChip.css';

export interface OrderStatusChipProps {
  /** The schema's `OrderDisplayStatus`. */
  status: string;
  /** The schema's `OrderStatusTone`: CRITICAL is red (cancelled), every other tone cyan. */
  tone: string;
  /** Adds 'Order delayed' beside the status. */
  isDelayed?: boolean;
}

/** The status of an order or product as a chip (spec §4: Cancelled red, the others cyan), and 'Order delayed'. */
export function OrderStatusChip({ status, tone, isDelayed }: OrderStatusChipProps) {
  const intl = useIntl();
  return (
    <span className="order-status">
      <span className={`order-status__chip order-status__chip--${tone === 'CRITICAL' ? 'critical' : 'info'}`} data-testid="order-status">
        {intl.formatMessage(statusMessage(status))}
      </span>
      {isDelayed ? (
        <span className="order-status__delayed" data-testid="order-delayed">
          <span className="sign-warning order-status__delayed-sign" aria-hidden="true" />
          {intl.formatMessage(delayedMessage)}
        </span>
      ) : null}
    </span>
  );
}
