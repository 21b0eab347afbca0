import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EVoucherInfo_product$key } from '../../../__generated__/EVoucherInfo_product.graphql';
import { Button } from '../../../ui';
import { useRefreshEVoucherMutation } from '../mutations/useRefreshEVoucherMutation';
import { formatMoney } from '../orderFormat';

const m = defineMessages({
  code: { id: 'orders.eVoucher.code', defaultMessage: 'Your e-voucher code' },
  awaitingPayment: {
    id: 'orders.eVoucher.awaitingPayment',
    defaultMessage: 'Your e-voucher will be shown here as soon as we have received your payment.',
  },
  slowProvider: {
    id: 'orders.eVoucher.slowProvider',
    defaultMessage: 'Some payment providers take longer to confirm a payment, so this may take a little while.',
  },
  cancelled: { id: 'orders.eVoucher.cancelled', defaultMessage: 'This order was cancelled, so no e-voucher will be issued.' },
  refresh: { id: 'orders.eVoucher.refresh', defaultMessage: 'Check for my e-voucher' },
  stillAwaiting: { id: 'orders.eVoucher.stillAwaiting', defaultMessage: "We haven't received your payment yet. Please check again later." },
  refreshFailed: { id: 'orders.eVoucher.refreshFailed', defaultMessage: 'Your e-voucher could not be checked. Please try again.' },
});

const mv = defineMessages<{ value: { value: string } }>({
  value: { id: 'orders.eVoucher.value', defaultMessage: 'Value: {value}' },
});

/**
 * A gift e-voucher: its code once paid; before, the spec §4 texts (shown once paid, some providers take longer) and
 * 'Check for my e-voucher', which reads it afresh by its product code (its code shows once the payment has arrived).
 */
export function EVoucherInfo({ product: key }: { product: EVoucherInfo_product$key }) {
  const intl = useIntl();
  const { id, eVoucher } = useFragment(
    graphql`
      fragment EVoucherInfo_product on OrderProduct {
        id
        eVoucher {
          state
          code
          slowPaymentProvider
          value {
            ...orderFormat_money
          }
        }
      }
    `,
    key,
  );
  const [refresh, isRefreshing] = useRefreshEVoucherMutation();
  const [checked, setChecked] = useState<'awaiting' | 'failed' | null>(null);
  if (!eVoucher) return null;

  const check = async () => {
    setChecked(null);
    const ok = await refresh(id).then((outcome) => outcome.ok, () => false);
    setChecked(ok ? 'awaiting' : 'failed'); // once issued, the code replaces this part
  };

  return (
    <div className="order-evoucher" data-testid="e-voucher">
      {eVoucher.state === 'ISSUED' && eVoucher.code ? (
        <p>
          <span className="order-evoucher__label">{intl.formatMessage(m.code)}</span>
          <code className="order-evoucher__code">{eVoucher.code}</code>
        </p>
      ) : eVoucher.state === 'CANCELLED' ? (
        <p>{intl.formatMessage(m.cancelled)}</p>
      ) : (
        <>
          <p>{intl.formatMessage(m.awaitingPayment)}</p>
          {eVoucher.slowPaymentProvider ? <p>{intl.formatMessage(m.slowProvider)}</p> : null}
          <div className="order-evoucher__refresh">
            <Button variant="secondary" onPress={() => void check()} isDisabled={isRefreshing} data-testid="e-voucher-refresh">
              {intl.formatMessage(m.refresh)}
            </Button>
            {checked === 'failed' ? (
              <p role="alert">{intl.formatMessage(m.refreshFailed)}</p>
            ) : (
              <p role="status">{checked === 'awaiting' && !isRefreshing ? intl.formatMessage(m.stillAwaiting) : null}</p>
            )}
          </div>
        </>
      )}
      {eVoucher.value ? <p className="order-evoucher__value">{intl.formatMessage(mv.value, { value: formatMoney(intl, eVoucher.value) })}</p> : null}
    </div>
  );
}
