import type { FieldErrorValue } from '../../../relay/fieldErrors';
import type { AddressValues } from '../../addresses/addressValues';
import type { ChangeAddressFailure } from '../mutations/useChangeOrderDeliveryAddressMutation';

export type { AddressValues };

/** Why a change failed as a whole: too late (production started), the order is gone, or unexpected (retry). */
export type AddressChangeFailure = Exclude<ChangeAddressFailure, 'INVALID_INPUT'> | 'UNEXPECTED';

/**
 * The delivery-address change of spec §4: NotStarted → Editing → RequestInProgress (the customer pressed Save) →
 * RequestSent (the request is on its way) → SuccessfulUpdate | RequestFailed. Refused fields go back to Editing
 * with each field's message; an unexpected failure can be retried from RequestFailed (back to Editing, values kept).
 */
export type AddressChangeState =
  | { status: 'NotStarted' }
  | { status: 'Editing'; values: AddressValues; fieldErrors: readonly FieldErrorValue[] }
  | { status: 'RequestInProgress'; values: AddressValues }
  | { status: 'RequestSent'; values: AddressValues }
  | { status: 'SuccessfulUpdate' }
  | { status: 'RequestFailed'; values: AddressValues; failure: AddressChangeFailure };

export type AddressChangeEvent =
  | { type: 'start'; values: AddressValues }
  | { type: 'edit'; field: keyof AddressValues; value: string }
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'succeeded' }
  | { type: 'refused'; fieldErrors: readonly FieldErrorValue[] }
  | { type: 'failed'; failure: AddressChangeFailure }
  | { type: 'retry' }
  | { type: 'cancel' };

export const initialAddressChange: AddressChangeState = { status: 'NotStarted' };

/** The state machine; an event that does not apply in the current state leaves it as it is. */
export function addressChangeReducer(state: AddressChangeState, event: AddressChangeEvent): AddressChangeState {
  switch (event.type) {
    case 'start':
      return state.status === 'NotStarted' || state.status === 'SuccessfulUpdate'
        ? { status: 'Editing', values: event.values, fieldErrors: [] }
        : state;
    case 'edit':
      if (state.status !== 'Editing') return state;
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        // A field's message stays until the customer changes that field.
        fieldErrors: state.fieldErrors.filter((error) => error.field !== event.field),
      };
    case 'submit':
      return state.status === 'Editing' ? { status: 'RequestInProgress', values: state.values } : state;
    case 'sent':
      return state.status === 'RequestInProgress' ? { status: 'RequestSent', values: state.values } : state;
    case 'succeeded':
      return isPending(state) ? { status: 'SuccessfulUpdate' } : state;
    case 'refused':
      return isPending(state) ? { status: 'Editing', values: state.values, fieldErrors: event.fieldErrors } : state;
    case 'failed':
      return isPending(state) ? { status: 'RequestFailed', values: state.values, failure: event.failure } : state;
    case 'retry':
      return state.status === 'RequestFailed' && state.failure === 'UNEXPECTED'
        ? { status: 'Editing', values: state.values, fieldErrors: [] }
        : state;
    case 'cancel':
      return state.status === 'Editing' || state.status === 'RequestFailed' ? initialAddressChange : state;
  }
}

function isPending(state: AddressChangeState): state is Extract<AddressChangeState, { status: 'RequestInProgress' | 'RequestSent' }> {
  return state.status === 'RequestInProgress' || state.status === 'RequestSent';
}
