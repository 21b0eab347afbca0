import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EVoucherInfo_product$key } from '../../../__generated__/EVoucherInfo_product.graphql';
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
});

const mv = defineMessages<{ value: { value: string } }>({
  value: { id: 'orders.eVoucher.value', defaultMessage: 'Value: {value}' },
});

/** A gift e-voucher: its code once paid; before, the spec §4 texts (shown once paid, some providers take longer). */
export function EVoucherInfo({ product: key }: { product: EVoucherInfo_product$key }) {
  const intl = useIntl();
  const { eVoucher } = useFragment(
    graphql`
      fragment EVoucherInfo_product on OrderProduct {
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
  if (!eVoucher) return null;
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
        </>
      )}
      {eVoucher.value ? <p className="order-evoucher__value">{intl.formatMessage(mv.value, { value: formatMoney(intl, eVoucher.value) })}</p> : null}
    </div>
  );
}
