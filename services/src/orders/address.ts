// Delivery address validation (spec §5): every invalid field with its message, or the normalised address.
// Phone numbers with libphonenumber-js (full metadata) for the country, postal codes with postcode-validator.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { components } from '../../contracts/__generated__/order-api';
import type { Address } from '../db/schema-orders';

type AddressInput = components['schemas']['AddressInput'];
export type FieldError = { field: string; message: string };

export const ADDRESS_MESSAGES = {
  firstName: 'Please enter a first name',
  lastName: 'Please enter a last name',
  city: 'Please enter a city',
  streetName: 'Street name must be valid',
  streetNumber: 'Street number must be valid',
  postalCode: 'Postal Code must be valid',
  phone: 'Phone number must be valid',
  countryCode: 'Please choose a country',
  company: 'Company must be valid',
  addition: 'Addition must be valid',
} as const;

/** The contract's maxLength per field. */
const MAX: Record<keyof AddressInput, number> = {
  firstName: 100, lastName: 100, company: 100, streetName: 100, streetNumber: 20, addition: 20, postalCode: 20,
  city: 100, countryCode: 2, phone: 30,
};

const CONTROL = /\p{Cc}/u;
const STREET_NAME = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'’()&/-]+$/u;
const STREET_NUMBER = /^\p{N}[\p{L}\p{N} /-]*$/u;

/** A valid number of the delivery country (national form, or international with that country's code). */
function phoneOfCountry(phone: string, country: CountryCode): boolean {
  if (!/^[+\d(][\d ()./-]{3,29}$/.test(phone)) return false;
  const parsed = parsePhoneNumberFromString(phone, country);
  return !!parsed && parsed.isValid() && parsed.country === country;
}

export function validateAddress(body: unknown): { address: Address } | { fieldErrors: FieldError[] } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const text = (field: keyof AddressInput): string | undefined => {
    const value = input[field];
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed.length <= MAX[field] && !CONTROL.test(value) ? trimmed : undefined;
  };
  const check = (field: keyof AddressInput, ok: boolean) => {
    if (!ok) errors.push({ field, message: ADDRESS_MESSAGES[field] });
  };
  const optional = (field: 'company' | 'addition' | 'phone') => {
    const value = input[field];
    if (value === undefined || value === null || value === '') return null;
    const t = text(field);
    check(field, t !== undefined);
    return t || null;
  };

  const firstName = text('firstName');
  const lastName = text('lastName');
  const streetName = text('streetName');
  const streetNumber = text('streetNumber');
  const city = text('city');
  const countryCode = text('countryCode')?.toUpperCase() ?? '';
  const postalCode = text('postalCode')?.toUpperCase() ?? '';
  check('firstName', !!firstName);
  check('lastName', !!lastName);
  check('streetName', !!streetName && STREET_NAME.test(streetName));
  check('streetNumber', !!streetNumber && STREET_NUMBER.test(streetNumber));
  const country = /^[A-Z]{2}$/.test(countryCode) && isSupportedCountry(countryCode) ? (countryCode as CountryCode) : undefined;
  check('postalCode', /^[A-Z0-9 -]{2,10}$/.test(postalCode)
    && (!country || !postcodeValidatorExistsForCountry(country) || postcodeValidator(postalCode, country)));
  check('city', !!city);
  check('countryCode', !!country);
  const company = optional('company');
  const addition = optional('addition');
  const phone = optional('phone');
  if (phone && country && !phoneOfCountry(phone, country) && !errors.some((e) => e.field === 'phone')) {
    errors.push({ field: 'phone', message: ADDRESS_MESSAGES.phone });
  }
  if (errors.length) return { fieldErrors: errors };
  return {
    address: {
      firstName: firstName!, lastName: lastName!, company, streetName: streetName!, streetNumber: streetNumber!, addition,
      postalCode, city: city!, countryCode, phone,
    },
  };
}
