import type { ImportEventModel } from './mappers';

export const IMPORT_EVENT_TYPES = ['IMPORT_STARTED', 'IMPORT_PROGRESS', 'IMPORT_FINISHED'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalCount = (v: unknown): number | null | undefined =>
  v === undefined || v === null ? null : Number.isInteger(v) && (v as number) >= 0 ? (v as number) : undefined;

/**
 * Parses one push message of the import live connection (spec §3 Push message, §5): `id` a uuid, `type` one
 * of three, `data.timestamp` an ISO date-time, `data.payload` counts optional non-negative integers.
 * Anything else (including the 'OK' answer to authenticate) is null: the caller ignores it silently.
 */
export function parseImportMessage(text: string): ImportEventModel | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(message) || typeof message.id !== 'string' || !UUID.test(message.id)) return null;
  const type = IMPORT_EVENT_TYPES.find((t) => t === message.type);
  const { data } = message;
  if (!type || !isObject(data)) return null;
  const { timestamp, payload } = data;
  if (typeof timestamp !== 'string' || !ISO.test(timestamp) || Number.isNaN(Date.parse(timestamp))) return null;
  if (payload !== undefined && payload !== null && !isObject(payload)) return null;
  const importedCount = optionalCount(payload?.importedCount);
  const totalCount = optionalCount(payload?.totalCount);
  if (importedCount === undefined || totalCount === undefined) return null;
  return { id: message.id, type, timestamp: new Date(timestamp).toISOString(), importedCount, totalCount };
}
