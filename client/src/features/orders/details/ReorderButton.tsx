import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button } from '../../../ui';
import { useReorderMutation } from '../mutations/useReorderMutation';
import { openShop } from './openShop';

const m = defineMessages({
  reorder: { id: 'orders.reorder', defaultMessage: 'Reorder' },
  refused: { id: 'orders.reorder.refused', defaultMessage: 'This order can no longer be ordered again.' },
  failed: { id: 'orders.reorder.failed', defaultMessage: 'Your order could not be placed in a new basket. Please try again.' },
});

/** 'Reorder': puts the order's products into a new shop basket and sends the browser there. */
export function ReorderButton({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const [reorder, isInFlight] = useReorderMutation();
  const [problem, setProblem] = useState<'refused' | 'failed' | null>(null);
  // The button stays disabled from the press until the shop's page has replaced this one.
  const [leaving, setLeaving] = useState(false);
  const press = async () => {
    setProblem(null);
    try {
      const outcome = await reorder(orderId);
      if (outcome.ok) {
        setLeaving(true);
        openShop(outcome.shopUrl);
      } else setProblem('refused');
    } catch {
      setProblem('failed');
    }
  };
  return (
    <div className="order-reorder">
      <Button variant="primary" onPress={() => void press()} isDisabled={isInFlight || leaving} data-testid="reorder">
        {intl.formatMessage(m.reorder)}
      </Button>
      {problem ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m[problem])}</p>
        </Banner>
      ) : null}
    </div>
  );
}
