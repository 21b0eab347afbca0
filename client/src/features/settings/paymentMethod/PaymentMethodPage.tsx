import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PaymentMethodPageQuery } from '../../../__generated__/PaymentMethodPageQuery.graphql';
import { Banner, Button, Radio, RadioGroup } from '../../../ui';
import { useChangePaymentMethodMutation, type PaymentMethodFailure, type PaymentMethodType } from '../mutations/useChangePaymentMethodMutation';
import { useRequest } from '../../../relay/requestState';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { paymentMethodName } from './paymentMethodNames';
import { useScreenData } from '../../../app/screen';
import type * as paymentMethodScreen from './paymentMethodScreen';

export const paymentMethodPageQuery = graphql`
  query PaymentMethodPageQuery @preloadable {
    viewer {
      paymentMethod {
        method
        available
      }
    }
  }
`;

const m = defineMessages({
  form: { id: 'settings.payment.form', defaultMessage: 'Payment method' },
  group: { id: 'settings.payment.group', defaultMessage: 'Payment method' },
  intro: { id: 'settings.payment.intro', defaultMessage: 'Choose how you would like to pay for your orders. You can still choose another way at checkout.' },
  save: { id: 'settings.payment.save', defaultMessage: 'Save' },
  saving: { id: 'settings.payment.saving', defaultMessage: 'Saving…' },
  saved: { id: 'settings.payment.saved', defaultMessage: 'Your payment method has been saved.' },
  PAYMENT_METHOD_UNAVAILABLE: {
    id: 'settings.payment.unavailable',
    defaultMessage: 'This payment method is not offered in your country. Please choose another one.',
  },
  UNEXPECTED: { id: 'settings.payment.failed', defaultMessage: 'Your payment method could not be saved. Please try again.' },
});

function PaymentMethodForm({ queryRef }: { queryRef: PreloadedQuery<PaymentMethodPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PaymentMethodPageQuery>(paymentMethodPageQuery, queryRef);
  const [chosen, setChosen] = useState<PaymentMethodType | null>(viewer.paymentMethod?.method ?? null);
  const change = useChangePaymentMethodMutation();
  const request = useRequest<PaymentMethodFailure>();
  const { state } = request;
  if (!viewer.paymentMethod) return <SettingsError />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && !request.isPending) void request.run(() => change(chosen));
  };
  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-label={intl.formatMessage(m.form)} data-request-state={state.status}>
      <p className="settings-current">{intl.formatMessage(m.intro)}</p>
      {state.status === 'Finished' ? (
        <Banner tone="info">
          <p>{intl.formatMessage(m.saved)}</p>
        </Banner>
      ) : null}
      {state.status === 'Failed' ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m[state.failure])}</p>
        </Banner>
      ) : null}
      <RadioGroup
        label={intl.formatMessage(m.group)}
        value={chosen}
        onChange={(value) => {
          setChosen(value as PaymentMethodType);
          request.edit('method');
        }}
        testId="payment-methods"
      >
        {viewer.paymentMethod.available.map((method) => {
          const name = paymentMethodName(method);
          return name ? (
            <Radio key={method} value={method}>
              {intl.formatMessage(name)}
            </Radio>
          ) : null;
        })}
      </RadioGroup>
      <div className="settings-form__actions">
        <Button type="submit" variant="primary" isDisabled={request.isPending || !chosen}>
          {intl.formatMessage(request.isPending ? m.saving : m.save)}
        </Button>
      </div>
    </form>
  );
}

/** '/settings/payment-method' — 'Change your payment method': one of the methods offered in the customer's country. */
export function PaymentMethodPage() {
  const queryRef = useScreenData<typeof paymentMethodScreen>();
  return (
    <SettingsScreen route="paymentMethod">
      <PaymentMethodForm queryRef={queryRef} />
    </SettingsScreen>
  );
}
