// FTP integration of a business customer: the per-customer FTP instructions (host, port, user, folder) and the
// validation of the partial update of /customers/me (callbackUrl: an absolute https URL of a public server without
// credentials, at most 2,000 characters, stored as normalised — @my-account/brands/callback-url —, or null;
// callbackFormat: one of the fixed set, or null). Absent fields stay unchanged.
import { CALLBACK_URL_MESSAGE, normaliseCallbackUrl } from '@my-account/brands/callback-url';
import type { components } from '../../contracts/__generated__/customer-api';
import type { FieldError } from '../orders/address';

type FtpIntegration = components['schemas']['FtpIntegration'];
export type CallbackFormat = components['schemas']['CallbackFormat'];

export const FTP_MESSAGES = {
  callbackUrl: CALLBACK_URL_MESSAGE,
  callbackFormat: 'Please choose a format',
} as const;

export const FTP_HOST = 'ftp.photoprint.example';
export const FTP_PORT = 21;
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

export type FtpPatch = { callback_url?: string | null; callback_format?: CallbackFormat | null };

export function validateFtpPatch(body: unknown): FtpPatch | { fieldErrors: FieldError[] } {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const patch: FtpPatch = {};
  if ('callbackUrl' in input) {
    const value = input.callbackUrl;
    const url = typeof value === 'string' ? normaliseCallbackUrl(value) : undefined;
    if (value === null) patch.callback_url = null;
    else if (url) patch.callback_url = url;
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
