import { defineMessages, useIntl } from 'react-intl';
import { Button, DisabledButton } from '../../ui';
import { usePrintOrderingAvailable } from './printsFlags';

const m = defineMessages({
  order: { id: 'prints.order', defaultMessage: 'Order photo prints' },
});

export interface OrderPrintsButtonProps {
  onPress: () => void;
  /**
   * Why it cannot be used now (e.g. nothing selected): disabled, still focusable, with the reason as its tooltip and
   * description (spec §5: order prints is disabled when nothing is selected).
   */
  disabledReason?: string;
}

function PrintsIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M4 1h8v4H4zM1 6h14v6h-3v3H4v-3H1zm4 4v4h6v-4z" />
    </svg>
  );
}

/**
 * 'Order photo prints': shown only when print ordering is on and the album view is not explicitly off (spec §2).
 * The album hides it while selecting; its selection toolbar shows it, disabled while nothing is selected.
 */
export function OrderPrintsButton({ onPress, disabledReason }: OrderPrintsButtonProps) {
  const intl = useIntl();
  const available = usePrintOrderingAvailable();
  if (!available) return null;
  if (disabledReason) {
    return (
      <DisabledButton reason={disabledReason} testId="order-prints">
        <PrintsIcon />
        {intl.formatMessage(m.order)}
      </DisabledButton>
    );
  }
  return (
    <Button variant="secondary" onPress={onPress} data-testid="order-prints">
      <PrintsIcon />
      {intl.formatMessage(m.order)}
    </Button>
  );
}
