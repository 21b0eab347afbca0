import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { AddressForm } from '../../addresses/AddressForm';
import { addressInputOf, type AddressInput, type AddressValues } from '../../addresses/addressValues';
import { Banner, Checkbox } from '../../../ui';
import type { MutationOutcome } from '../../../relay/mutationOutcome';
import { fieldErrorsOf, useRequest } from '../../../relay/requestState';

const m = defineMessages({
  isDefault: { id: 'settings.address.isDefault', defaultMessage: 'Use as my default delivery address' },
  firstIsDefault: {
    id: 'settings.address.firstIsDefault',
    defaultMessage: 'Your first address is your default delivery address.',
  },
  currentIsDefault: {
    id: 'settings.address.currentIsDefault',
    defaultMessage: 'This is your default delivery address. To change that, make another address the default.',
  },
  TOO_MANY_ADDRESSES: {
    id: 'settings.address.tooMany',
    defaultMessage: 'Your address book is full (50 addresses). Delete an address before you add another.',
  },
  NOT_FOUND: { id: 'settings.address.notFound', defaultMessage: 'This address could not be found.' },
  UNEXPECTED: { id: 'settings.address.failed', defaultMessage: 'Your address could not be saved. Please try again.' },
});

export type AddressSaveFailure = 'INVALID_INPUT' | 'TOO_MANY_ADDRESSES' | 'NOT_FOUND';

export interface SettingsAddressFormProps {
  /** The form's accessible name. */
  label: string;
  initialValues: AddressValues;
  initialIsDefault: boolean;
  /**
   * The address is the default whatever is chosen: the book's first address, or the current default (another
   * address becomes the default by choosing it there). A note then replaces the checkbox.
   */
  defaultLocked: 'first' | 'current' | null;
  save: (address: AddressInput, isDefault: boolean) => Promise<MutationOutcome<AddressSaveFailure>>;
  /** After a successful save (the page goes back to the address list). */
  onSaved: () => void;
}

/**
 * An address of the book, new or changed: the shared address form with the default checkbox, and the request of
 * spec §4 (Save pending while in progress; refused fields with the service's messages on them; other failures above).
 */
export function SettingsAddressForm({ label, initialValues, initialIsDefault, defaultLocked, save, onSaved }: SettingsAddressFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initialValues);
  const [isDefault, setIsDefault] = useState(initialIsDefault);
  const request = useRequest<AddressSaveFailure>();
  const { state } = request;
  const submit = async () => {
    if (await request.run(() => save(addressInputOf(values), isDefault))) onSaved();
  };
  return (
    <div className="settings-address" data-testid="settings-address" data-request-state={state.status}>
      {state.status === 'Failed' && state.failure !== 'INVALID_INPUT' ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m[state.failure])}</p>
        </Banner>
      ) : null}
      <AddressForm
        label={label}
        values={values}
        fieldErrors={fieldErrorsOf(state)}
        isPending={request.isPending}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          request.edit(field);
        }}
        onSubmit={() => void submit()}
      >
        {defaultLocked ? (
          <p className="settings-address__note">{intl.formatMessage(defaultLocked === 'first' ? m.firstIsDefault : m.currentIsDefault)}</p>
        ) : (
          <Checkbox isSelected={isDefault} onChange={setIsDefault} isDisabled={request.isPending} testId="address-default">
            {intl.formatMessage(m.isDefault)}
          </Checkbox>
        )}
      </AddressForm>
    </div>
  );
}
