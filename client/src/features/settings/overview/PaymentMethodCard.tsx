import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentMethodCard_viewer$key } from '../../../__generated__/PaymentMethodCard_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { Card, Link } from '../../../ui';
import { paymentMethodName } from '../paymentMethod/paymentMethodNames';

const m = defineMessages({
  paymentTitle: { id: 'settings.payment.title', defaultMessage: 'Payment method' },
  paymentNone: { id: 'settings.payment.none', defaultMessage: "You haven't chosen a payment method yet." },
  paymentLink: { id: 'settings.payment.link', defaultMessage: 'Change your payment method' },
});

/** The preferred payment method, with 'Change your payment method'. */
export function PaymentMethodCard({ viewer: key }: { viewer: PaymentMethodCard_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment PaymentMethodCard_viewer on Viewer {
        paymentMethod {
          method
        }
      }
    `,
    key,
  );
  const method = viewer.paymentMethod?.method ? paymentMethodName(viewer.paymentMethod.method) : null;
  return (
    <Card
      title={intl.formatMessage(m.paymentTitle)}
      testId="settings-payment"
      footer={<Link href={pathTo('paymentMethod')}>{intl.formatMessage(m.paymentLink)}</Link>}
    >
      <p data-testid="settings-payment-method">{method ? intl.formatMessage(method) : intl.formatMessage(m.paymentNone)}</p>
    </Card>
  );
}
