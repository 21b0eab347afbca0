// Personal details (first and last name): trimmed, 1–100 characters, no < > ; and no control characters. Every
// invalid field with its message, or the clean names.
import type { FieldError } from '../orders/address';

export const PERSONAL_DETAILS_MESSAGES = {
  firstName: { required: 'Please enter a first name', invalid: 'First name must be valid' },
  lastName: { required: 'Please enter a last name', invalid: 'Last name must be valid' },
} as const;

export const MAX_NAME_LENGTH = 100;
const INVALID = /[<>;\p{Cc}]/u;

export function validatePersonalDetails(body: unknown): { firstName: string; lastName: string } | { fieldErrors: FieldError[] } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const name = (field: 'firstName' | 'lastName') => {
    const value = input[field];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (!trimmed) errors.push({ field, message: PERSONAL_DETAILS_MESSAGES[field].required });
    else if (trimmed.length > MAX_NAME_LENGTH || INVALID.test(trimmed)) errors.push({ field, message: PERSONAL_DETAILS_MESSAGES[field].invalid });
    return trimmed;
  };
  const firstName = name('firstName');
  const lastName = name('lastName');
  return errors.length ? { fieldErrors: errors } : { firstName, lastName };
}
