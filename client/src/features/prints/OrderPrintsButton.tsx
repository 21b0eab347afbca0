import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../ui';
import { usePrintOrderingAvailable } from './printsFlags';

const m = defineMessages({
  order: { id: 'prints.order', defaultMessage: 'Order photo prints' },
});

export interface OrderPrintsButtonProps {
  onPress: () => void;
}

/**
 * 'Order photo prints': shown only when print ordering is on and the album view is not explicitly off (spec §2).
 * The screen hides it while selecting.
 */
export function OrderPrintsButton({ onPress }: OrderPrintsButtonProps) {
  const intl = useIntl();
  const available = usePrintOrderingAvailable();
  if (!available) return null;
  return (
    <Button variant="secondary" onPress={onPress} data-testid="order-prints">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
        <path d="M4 1h8v4H4zM1 6h14v6h-3v3H4v-3H1zm4 4v4h6v-4z" />
      </svg>
      {intl.formatMessage(m.order)}
    </Button>
  );
}
