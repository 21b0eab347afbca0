// Company details of a business customer (PUT /customers/me/company): the company name (trimmed, 1–100 characters,
// no < > ; and no control characters) and the VAT number (an EU or UK one: a country prefix then 2–13 letters or
// digits; spaces, dots and dashes removed, letters upper-cased). Completing them moves a Default account to New.
import type { components } from '../../contracts/__generated__/customer-api';
import type { Db } from '../db';
import type { FieldError } from '../orders/address';

type CompanyDetailsInput = components['schemas']['CompanyDetailsInput'];

export const COMPANY_DETAILS_MESSAGES = {
  companyName: 'Please enter your company name',
  vatNumber: 'VAT number must be valid',
} as const satisfies Record<keyof CompanyDetailsInput, string>;

export const MAX_COMPANY_NAME_LENGTH = 100;
/** The contract's maxLength of the raw VAT number (before normalisation). */
export const MAX_VAT_INPUT_LENGTH = 30;

/** VAT prefixes: the EU member states (Greece is EL), Northern Ireland (XI) and the United Kingdom (GB). */
export const VAT_PREFIXES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI', 'GB',
]);

const INVALID_NAME = /[<>;\p{Cc}]/u;
const VAT_SHAPE = /^([A-Z]{2})([A-Z0-9]{2,13})$/;

/** Spaces, dots and dashes removed, letters upper-cased: ' nl 8234.56-789 b01' → 'NL823456789B01'. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The normalised VAT number, or null when it is not a valid EU or UK one. */
export function validVatNumber(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_VAT_INPUT_LENGTH) return null;
  const vat = normaliseVatNumber(value);
  const match = VAT_SHAPE.exec(vat);
  return match && VAT_PREFIXES.has(match[1]!) ? vat : null;
}

/** The trimmed company name, or null when it is empty, too long or holds < > ; or a control character. */
export function validCompanyName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name && name.length <= MAX_COMPANY_NAME_LENGTH && !INVALID_NAME.test(name) ? name : null;
}

export type CompanyDetails = { company_name: string; vat_number: string };

export function validateCompanyDetails(body: unknown): CompanyDetails | { fieldErrors: FieldError[] } {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const company_name = validCompanyName(input.companyName);
  const vat_number = validVatNumber(input.vatNumber);
  const errors: FieldError[] = [];
  if (company_name === null) errors.push({ field: 'companyName', message: COMPANY_DETAILS_MESSAGES.companyName });
  if (vat_number === null) errors.push({ field: 'vatNumber', message: COMPANY_DETAILS_MESSAGES.vatNumber });
  return company_name !== null && vat_number !== null ? { company_name, vat_number } : { fieldErrors: errors };
}

/**
 * Stores the details of a live business customer in one statement; a Default account (or one without a status yet,
 * which reads as Default) becomes New — pending validation —, any other status stays. False when no such customer.
 */
export async function saveCompanyDetails(db: Db, customerId: string, details: CompanyDetails): Promise<boolean> {
  const result = await db.updateTable('customers')
    .set((eb) => ({
      ...details,
      business_account_status: eb.case()
        .when(eb.or([eb('business_account_status', 'is', null), eb('business_account_status', '=', 'Default')]))
        .then(eb.val('New' as const))
        .else(eb.ref('business_account_status'))
        .end(),
    }))
    .where('id', '=', customerId).where('amr', '=', 'b2b').where('account_deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
