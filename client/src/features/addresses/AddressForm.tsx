import type { FormEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MessageScopeProvider } from '../../i18n/messageScope';
import { fieldErrorMap, type FieldErrorValue } from '../../relay/fieldErrors';
import { Banner, Button, Select, TextField } from '../../ui';
import { addressTexts } from './addressTexts';
import { DELIVERY_COUNTRIES, type AddressValues } from './addressValues';
import './AddressForm.css';

/** The services' message of each field (spec §5), in the customer's language. */
const fieldMessages = defineMessages({
  firstName: { id: 'addresses.fieldError.firstName', defaultMessage: 'Please enter a first name' },
  lastName: { id: 'addresses.fieldError.lastName', defaultMessage: 'Please enter a last name' },
  company: { id: 'addresses.fieldError.company', defaultMessage: 'Company must be valid' },
  streetName: { id: 'addresses.fieldError.streetName', defaultMessage: 'Street name must be valid' },
  streetNumber: { id: 'addresses.fieldError.streetNumber', defaultMessage: 'Street number must be valid' },
  addition: { id: 'addresses.fieldError.addition', defaultMessage: 'Addition must be valid' },
  postalCode: { id: 'addresses.fieldError.postalCode', defaultMessage: 'Postal Code must be valid' },
  city: { id: 'addresses.fieldError.city', defaultMessage: 'Please enter a city' },
  countryCode: { id: 'addresses.fieldError.countryCode', defaultMessage: 'Please choose a country' },
  phone: { id: 'addresses.fieldError.phone', defaultMessage: 'Phone number must be valid' },
});

const m = defineMessages({
  firstName: { id: 'addresses.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'addresses.form.lastName', defaultMessage: 'Last name' },
  company: { id: 'addresses.form.company', defaultMessage: 'Company (optional)' },
  streetName: { id: 'addresses.form.streetName', defaultMessage: 'Street name' },
  streetNumber: { id: 'addresses.form.streetNumber', defaultMessage: 'House number' },
  addition: { id: 'addresses.form.addition', defaultMessage: 'Addition (optional)' },
  postalCode: { id: 'addresses.form.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'addresses.form.city', defaultMessage: 'City' },
  countryCode: { id: 'addresses.form.country', defaultMessage: 'Country' },
  phone: { id: 'addresses.form.phone', defaultMessage: 'Phone number (optional)' },
  save: { id: 'addresses.form.save', defaultMessage: 'Save address' },
  saving: { id: 'addresses.form.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'addresses.form.cancel', defaultMessage: 'Cancel' },
  invalid: { id: 'addresses.form.invalid', defaultMessage: 'Please check the fields marked below.' },
});

type Field = keyof AddressValues;

/** The text fields in the order they are shown, each with how the browser may fill it in. */
const TEXT_FIELDS: ReadonlyArray<{ field: Exclude<Field, 'countryCode'>; autoComplete: string; type?: 'tel'; wide?: boolean }> = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'company', autoComplete: 'organization', wide: true },
  { field: 'streetName', autoComplete: 'address-line1', wide: true },
  { field: 'streetNumber', autoComplete: 'address-line2' },
  { field: 'addition', autoComplete: 'address-line3' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

export interface AddressFormProps {
  /** The form's accessible name (e.g. 'New delivery address'). */
  label: string;
  values: AddressValues;
  fieldErrors: readonly FieldErrorValue[];
  /** The request is on its way: fields and buttons wait. */
  isPending: boolean;
  onChange: (field: Field, value: string) => void;
  onSubmit: () => void;
  /** Shows a Cancel button (a form in place); a form on a page of its own has the page's back link. */
  onCancel?: () => void;
  /** More controls under the address fields (e.g. 'Use as my default delivery address'). */
  children?: ReactNode;
}

/**
 * The address form of the orders (a new delivery address) and the settings (the address book): the service checks
 * the address (spec §5) and each refused field shows the service's message on it; a refusal of a field the form does
 * not show is listed above the form. It brings its own texts (a lazy message scope).
 */
export function AddressForm(props: AddressFormProps) {
  return (
    <MessageScopeProvider scope={addressTexts}>
      <AddressFormFields {...props} />
    </MessageScopeProvider>
  );
}

function AddressFormFields({ label, values, fieldErrors, isPending, onChange, onSubmit, onCancel, children }: AddressFormProps) {
  const intl = useIntl();
  const errors = fieldErrorMap(
    fieldErrors,
    Object.fromEntries(Object.entries(fieldMessages).map(([field, message]) => [field, intl.formatMessage(message)])),
  );
  const shown = new Set<string>([...TEXT_FIELDS.map((f) => f.field), 'countryCode', 'phone']);
  const other = fieldErrors.filter((error) => !shown.has(error.field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  const countries = [...new Set([...DELIVERY_COUNTRIES, values.countryCode])]
    .map((code) => ({ id: code, label: intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  return (
    <form className="address-form" noValidate onSubmit={submit} aria-label={label} data-testid="address-form">
      {fieldErrors.length > 0 ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.invalid)}</p>
          {other.map((error) => (
            <p key={error.field}>{errors[error.field]}</p>
          ))}
        </Banner>
      ) : null}
      <div className="address-form__grid">
        {TEXT_FIELDS.map(({ field, autoComplete, wide }) => (
          <div key={field} className={wide ? 'address-form__wide' : undefined}>
            <TextField
              validationBehavior="aria"
              label={intl.formatMessage(m[field])}
              name={field}
              value={values[field]}
              onChange={(value) => onChange(field, value)}
              autoComplete={autoComplete}
              isDisabled={isPending}
              autoFocus={field === 'firstName'}
              errorMessage={errors[field] ?? null}
            />
          </div>
        ))}
        <Select
          label={intl.formatMessage(m.countryCode)}
          options={countries}
          value={values.countryCode}
          onChange={(code) => onChange('countryCode', code)}
          stacked
          isDisabled={isPending}
          testId="address-country"
        />
        <TextField
          validationBehavior="aria"
          label={intl.formatMessage(m.phone)}
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(value) => onChange('phone', value)}
          autoComplete="tel"
          isDisabled={isPending}
          errorMessage={errors.phone ?? errors.countryCode ?? null}
        />
      </div>
      {children}
      <div className="address-form__actions">
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ) : null}
        <Button variant="primary" type="submit" isDisabled={isPending} data-testid="address-save">
          {intl.formatMessage(isPending ? m.saving : m.save)}
        </Button>
      </div>
    </form>
  );
}
