import { fromGlobalId, toGlobalId } from '../../relay/globalId';

/** Upstream ids and channels are at most this long (invoice API contract); longer ones are unknown without a call. */
export const MAX_UPSTREAM_ID_LENGTH = 100;
/** Map PDF codes are at most this long (product API contract). */
export const MAX_MAP_PDF_CODE_LENGTH = 40;
/** The longest global id of either kind (base64url of `Invoice:HISTORICAL:<channel>:<id>`), with room to spare. */
export const MAX_GLOBAL_ID_LENGTH = 400;

/** Where an invoice comes from: the current system by id, or the historical one by id and sales channel. */
export type InvoiceRef =
  | { kind: 'CURRENT'; id: string }
  | { kind: 'HISTORICAL'; channel: string; id: string };

const bounded = (value: string | undefined, max: number): value is string =>
  value !== undefined && value.length > 0 && value.length <= max;

/** `Invoice` + `CURRENT:<id>` or `HISTORICAL:<channel>:<id>`. */
export function invoiceGlobalId(ref: InvoiceRef): string {
  return toGlobalId('Invoice', ref.kind === 'CURRENT' ? `CURRENT:${ref.id}` : `HISTORICAL:${ref.channel}:${ref.id}`);
}

/** The local part of an invoice's global id; null when it is not one (nothing to ask a service about). */
export function parseInvoiceLocalId(localId: string): InvoiceRef | null {
  if (localId.startsWith('CURRENT:')) {
    const id = localId.slice('CURRENT:'.length);
    return bounded(id, MAX_UPSTREAM_ID_LENGTH) ? { kind: 'CURRENT', id } : null;
  }
  if (localId.startsWith('HISTORICAL:')) {
    const rest = localId.slice('HISTORICAL:'.length);
    const colon = rest.indexOf(':');
    const channel = colon < 0 ? undefined : rest.slice(0, colon);
    const id = colon < 0 ? undefined : rest.slice(colon + 1);
    return bounded(channel, MAX_UPSTREAM_ID_LENGTH) && bounded(id, MAX_UPSTREAM_ID_LENGTH) ? { kind: 'HISTORICAL', channel, id } : null;
  }
  return null;
}

/** An invoice's global id decoded; null for anything else (another type, garbled, too long). */
export function invoiceRefOf(globalId: string): InvoiceRef | null {
  if (globalId.length > MAX_GLOBAL_ID_LENGTH) return null;
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'Invoice' ? parseInvoiceLocalId(decoded.id) : null;
}

export const mapPdfGlobalId = (code: string) => toGlobalId('MapPdf', code);

/** A map PDF code if the local id can be one; null otherwise. */
export const parseMapPdfCode = (localId: string): string | null =>
  bounded(localId, MAX_MAP_PDF_CODE_LENGTH) ? localId : null;

/** A map PDF's global id decoded to its code; null for anything else. */
export function mapPdfCodeOf(globalId: string): string | null {
  if (globalId.length > MAX_GLOBAL_ID_LENGTH) return null;
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'MapPdf' ? parseMapPdfCode(decoded.id) : null;
}
