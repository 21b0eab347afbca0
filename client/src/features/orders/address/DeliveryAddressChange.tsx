import { Suspense, useReducer, useRef } from 'react';
import { lazyWithTexts } from '../../../i18n/messageScope';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryAddressChange_order$key } from '../../../__generated__/DeliveryAddressChange_order.graphql';
import { PageLoader } from '../../../app/PageLoader';
import { Banner, Button } from '../../../ui';
import { useChangeOrderDeliveryAddressMutation } from '../mutations/useChangeOrderDeliveryAddressMutation';
import { addressInputOf, addressValuesOf } from '../../addresses/addressValues';
import { addressChangeReducer, initialAddressChange, type AddressChangeFailure } from './addressChange';
import { orderAddressOf } from './orderAddress';

const AddressForm = lazyWithTexts(
  () => import('../../addresses/AddressForm').then((module) => module.AddressForm),
  () => import('../../addresses/addressTexts').then((texts) => texts.addressTextsReady()),
);

const m = defineMessages({
  change: { id: 'orders.address.change', defaultMessage: 'Change delivery address' },
  form: { id: 'orders.address.form.title', defaultMessage: 'New delivery address' },
  success: { id: 'orders.address.success', defaultMessage: 'Your delivery address has been changed.' },
  ADDRESS_CHANGE_TOO_LATE: {
    id: 'orders.address.tooLate',
    defaultMessage: 'Your order has already gone to production, so its delivery address can no longer be changed.',
  },
  NOT_FOUND: { id: 'orders.address.notFound', defaultMessage: 'This order could not be found, so its delivery address was not changed.' },
  UNEXPECTED: { id: 'orders.address.failed', defaultMessage: 'Your delivery address could not be changed. Please try again.' },
  retry: { id: 'orders.address.retry', defaultMessage: 'Try again' },
});

/**
 * The delivery-address change (spec §4's state machine, `addressChange.ts`), offered while the order can still be
 * changed: home delivery, nothing in production yet.
 */
export function DeliveryAddressChange({ order: key }: { order: DeliveryAddressChange_order$key }) {
  const intl = useIntl();
  const order = useFragment(
    graphql`
      fragment DeliveryAddressChange_order on Order {
        id
        canChangeDeliveryAddress
        deliveryAddress {
          ...orderAddress_address
        }
      }
    `,
    key,
  );
  const [state, dispatch] = useReducer(addressChangeReducer, initialAddressChange);
  const [changeAddress] = useChangeOrderDeliveryAddressMutation();
  const changeButton = useRef<HTMLButtonElement>(null);

  const submit = async () => {
    if (state.status !== 'Editing') return;
    dispatch({ type: 'submit' });
    const request = changeAddress(order.id, addressInputOf(state.values));
    dispatch({ type: 'sent' });
    try {
      const outcome = await request;
      if (outcome.ok) dispatch({ type: 'succeeded' });
      else if (outcome.failure === 'INVALID_INPUT') dispatch({ type: 'refused', fieldErrors: outcome.fieldErrors });
      else dispatch({ type: 'failed', failure: outcome.failure });
    } catch {
      dispatch({ type: 'failed', failure: 'UNEXPECTED' });
    }
  };
  const cancel = () => {
    dispatch({ type: 'cancel' });
    requestAnimationFrame(() => changeButton.current?.focus());
  };

  const changeButtonShown = order.canChangeDeliveryAddress && (state.status === 'NotStarted' || state.status === 'SuccessfulUpdate');
  return (
    <div className="address-change" data-testid="address-change" data-state={state.status}>
      {state.status === 'SuccessfulUpdate' ? (
        <Banner tone="info">
          <p>{intl.formatMessage(m.success)}</p>
        </Banner>
      ) : null}
      {state.status === 'RequestFailed' ? <FailureText failure={state.failure} onRetry={() => dispatch({ type: 'retry' })} /> : null}
      {changeButtonShown ? (
        <div>
          <Button ref={changeButton} variant="secondary" onPress={() => dispatch({ type: 'start', values: addressValuesOf(orderAddressOf(order.deliveryAddress)) })}>
            {intl.formatMessage(m.change)}
          </Button>
        </div>
      ) : null}
      {state.status === 'Editing' || state.status === 'RequestInProgress' || state.status === 'RequestSent' ? (
        <Suspense fallback={<PageLoader />}>
          <AddressForm
            label={intl.formatMessage(m.form)}
            values={state.values}
            fieldErrors={state.status === 'Editing' ? state.fieldErrors : []}
            isPending={state.status !== 'Editing'}
            onChange={(field, value) => dispatch({ type: 'edit', field, value })}
            onSubmit={() => void submit()}
            onCancel={cancel}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function FailureText({ failure, onRetry }: { failure: AddressChangeFailure; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Banner
      tone="error"
      action={failure === 'UNEXPECTED' ? <Button variant="secondary" onPress={onRetry}>{intl.formatMessage(m.retry)}</Button> : undefined}
    >
      <p>{intl.formatMessage(m[failure])}</p>
    </Banner>
  );
}
