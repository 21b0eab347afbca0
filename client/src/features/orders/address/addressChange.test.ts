import { describe, expect, it } from 'vitest';
import { addressChangeReducer, initialAddressChange, type AddressChangeEvent, type AddressChangeState, type AddressValues } from './addressChange';

const values: AddressValues = {
  firstName: 'Emma',
  lastName: 'Janssen',
  company: '',
  streetName: 'High Street',
  streetNumber: '12',
  addition: '',
  postalCode: 'SW1A 1AA',
  city: 'London',
  countryCode: 'GB',
  phone: '',
};

const run = (...events: AddressChangeEvent[]) => events.reduce<AddressChangeState>(addressChangeReducer, initialAddressChange);
const sentRequest: AddressChangeEvent[] = [{ type: 'start', values }, { type: 'submit' }, { type: 'sent' }];

describe('address change state machine (spec §4)', () => {
  it('goes NotStarted → Editing → RequestInProgress → RequestSent → SuccessfulUpdate', () => {
    expect(initialAddressChange.status).toBe('NotStarted');
    expect(run({ type: 'start', values })).toEqual({ status: 'Editing', values, fieldErrors: [] });
    expect(run({ type: 'start', values }, { type: 'submit' })).toEqual({ status: 'RequestInProgress', values });
    expect(run(...sentRequest)).toEqual({ status: 'RequestSent', values });
    expect(run(...sentRequest, { type: 'succeeded' })).toEqual({ status: 'SuccessfulUpdate' });
  });

  it('ends in RequestFailed when refused as a whole or on the unexpected', () => {
    expect(run(...sentRequest, { type: 'failed', failure: 'ADDRESS_CHANGE_TOO_LATE' })).toEqual({ status: 'RequestFailed', values, failure: 'ADDRESS_CHANGE_TOO_LATE' });
    expect(run({ type: 'start', values }, { type: 'submit' }, { type: 'failed', failure: 'UNEXPECTED' }).status).toBe('RequestFailed');
  });

  it('goes back to Editing with the refused fields, and a field message goes when that field is changed', () => {
    const fieldErrors = [
      { field: 'postalCode', message: 'Postal Code must be valid' },
      { field: 'phone', message: 'Phone number must be valid' },
    ];
    const refused = run(...sentRequest, { type: 'refused', fieldErrors });
    expect(refused).toEqual({ status: 'Editing', values, fieldErrors });
    const edited = addressChangeReducer(refused, { type: 'edit', field: 'postalCode', value: 'SW1A 2AA' });
    expect(edited).toEqual({
      status: 'Editing',
      values: { ...values, postalCode: 'SW1A 2AA' },
      fieldErrors: [{ field: 'phone', message: 'Phone number must be valid' }],
    });
  });

  it('retries an unexpected failure with the values kept, but not a refusal', () => {
    const unexpected = run(...sentRequest, { type: 'failed', failure: 'UNEXPECTED' });
    expect(addressChangeReducer(unexpected, { type: 'retry' })).toEqual({ status: 'Editing', values, fieldErrors: [] });
    const tooLate = run(...sentRequest, { type: 'failed', failure: 'ADDRESS_CHANGE_TOO_LATE' });
    expect(addressChangeReducer(tooLate, { type: 'retry' })).toBe(tooLate);
  });

  it('cancels editing back to NotStarted, and may change again after a successful update', () => {
    expect(run({ type: 'start', values }, { type: 'cancel' })).toEqual(initialAddressChange);
    expect(run(...sentRequest, { type: 'succeeded' }, { type: 'start', values }).status).toBe('Editing');
  });

  it('ignores events that do not apply (no double submit, no edits while sending, no cancel in flight)', () => {
    const sending = run(...sentRequest);
    expect(addressChangeReducer(sending, { type: 'submit' })).toBe(sending);
    expect(addressChangeReducer(sending, { type: 'edit', field: 'city', value: 'Leeds' })).toBe(sending);
    expect(addressChangeReducer(sending, { type: 'cancel' })).toBe(sending);
    expect(addressChangeReducer(initialAddressChange, { type: 'succeeded' })).toBe(initialAddressChange);
    expect(addressChangeReducer(initialAddressChange, { type: 'sent' })).toBe(initialAddressChange);
  });
});
