// FTP integration of a business customer: the per-customer FTP instructions (host, port, user, folder) and the
// validation of the partial update of /customers/me (callbackUrl: an absolute https URL without credentials, at
// most 2,000 characters, or null; callbackFormat: one of the fixed set, or null). Absent fields stay unchanged.
import type { components } from '../../contracts/__generated__/customer-api';
import type { FieldError } from '../orders/address';

type FtpIntegration = components['schemas']['FtpIntegration'];
export type CallbackFormat = components['schemas']['CallbackFormat'];

export const FTP_MESSAGES = {
  callbackUrl: 'Please enter a secure (https) URL',
  callbackFormat: 'Please choose a format',
} as const;

export const FTP_HOST = 'ftp.photoprint.example';
export const FTP_PORT = 21;
export const MAX_CALLBACK_URL_LENGTH = 2000;
export const CALLBACK_FORMATS: readonly CallbackFormat[] = ['JSON', 'XML', 'CSV'];

/** The customer's short id: the first 8 hex digits of the account id. */
export function shortId(customerId: string): string {
  return customerId.replace(/-/g, '').slice(0, 8).toLowerCase();
}

export function ftpInstructions(
  row: { id: string; callback_url: string | null; callback_format: string | null },
): FtpIntegration {
  const format = CALLBACK_FORMATS.find((f) => f === row.callback_format?.toUpperCase()) ?? null; // older rows: 'json'
  return {
    callbackUrl: row.callback_url,
    callbackFormat: format,
    host: FTP_HOST,
    port: FTP_PORT,
    user: `b2b-${shortId(row.id)}`,
    folder: `/orders/${shortId(row.id)}`,
  };
}

export function isSecureCallbackUrl(value: string): boolean {
  if (value.length > MAX_CALLBACK_URL_LENGTH || value !== value.trim() || !value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && url.hostname.length > 0;
}

export type FtpPatch = { callback_url?: string | null; callback_format?: CallbackFormat | null };

export function validateFtpPatch(body: unknown): FtpPatch | { fieldErrors: FieldError[] } {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const patch: FtpPatch = {};
  if ('callbackUrl' in input) {
    const value = input.callbackUrl;
    if (value === null) patch.callback_url = null;
    else if (typeof value === 'string' && isSecureCallbackUrl(value.trim())) patch.callback_url = value.trim();
    else errors.push({ field: 'callbackUrl', message: FTP_MESSAGES.callbackUrl });
  }
  if ('callbackFormat' in input) {
    const value = input.callbackFormat;
    const format = CALLBACK_FORMATS.find((f) => f === value);
    if (value === null) patch.callback_format = null;
    else if (format) patch.callback_format = format;
    else errors.push({ field: 'callbackFormat', message: FTP_MESSAGES.callbackFormat });
  }
  return errors.length ? { fieldErrors: errors } : patch;
}
