import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Select, TextField } from '../../../ui';
import { fieldErrorMap, type FieldErrorValue } from '../mutations/fieldErrors';
import type { AddressValues } from './addressChange';
import { DELIVERY_COUNTRIES } from './addressValues';
import './AddressForm.css';

const m = defineMessages({
  legend: { id: 'orders.address.form.title', defaultMessage: 'New delivery address' },
  firstName: { id: 'orders.address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'orders.address.lastName', defaultMessage: 'Last name' },
  company: { id: 'orders.address.company', defaultMessage: 'Company (optional)' },
  streetName: { id: 'orders.address.streetName', defaultMessage: 'Street name' },
  streetNumber: { id: 'orders.address.streetNumber', defaultMessage: 'House number' },
  addition: { id: 'orders.address.addition', defaultMessage: 'Addition (optional)' },
  postalCode: { id: 'orders.address.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'orders.address.city', defaultMessage: 'City' },
  countryCode: { id: 'orders.address.country', defaultMessage: 'Country' },
  phone: { id: 'orders.address.phone', defaultMessage: 'Phone number (optional)' },
  save: { id: 'orders.address.save', defaultMessage: 'Save address' },
  saving: { id: 'orders.address.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'orders.address.cancel', defaultMessage: 'Cancel' },
  invalid: { id: 'orders.address.invalid', defaultMessage: 'Please check the fields marked below.' },
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
  values: AddressValues;
  fieldErrors: readonly FieldErrorValue[];
  /** The request is on its way: fields and buttons wait. */
  isPending: boolean;
  onChange: (field: Field, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The delivery-address form: the order service checks the address (spec §5) and each refused field shows the
 * service's message on it; a refusal of a field the form does not show is listed above the form.
 */
export function AddressForm({ values, fieldErrors, isPending, onChange, onSubmit, onCancel }: AddressFormProps) {
  const intl = useIntl();
  const errors = fieldErrorMap(fieldErrors);
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
    <form className="address-form" noValidate onSubmit={submit} aria-label={intl.formatMessage(m.legend)} data-testid="address-form">
      {fieldErrors.length > 0 ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.invalid)}</p>
          {other.map((error) => (
            <p key={error.field}>{error.message}</p>
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
      <div className="address-form__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button variant="primary" type="submit" isDisabled={isPending} data-testid="address-save">
          {intl.formatMessage(isPending ? m.saving : m.save)}
        </Button>
      </div>
    </form>
  );
}
