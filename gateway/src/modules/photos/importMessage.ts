import { isObject, isoTimestamp, isUuid, optionalCount, parseJsonObject } from '../../upstream/pushMessage';
import type { ImportEventModel } from './mappers';

export const IMPORT_EVENT_TYPES = ['IMPORT_STARTED', 'IMPORT_PROGRESS', 'IMPORT_FINISHED'] as const;

/**
 * Parses one push message of the import live connection (spec §3 Push message, §5): `id` a uuid, `type` one
 * of three, `data.timestamp` an ISO date-time, `data.payload` counts optional non-negative integers.
 * Anything else (including the 'OK' answer to authenticate) is null: the caller ignores it silently.
 */
export function parseImportMessage(text: string): ImportEventModel | null {
  const message = parseJsonObject(text);
  if (!message || !isUuid(message.id)) return null;
  const type = IMPORT_EVENT_TYPES.find((t) => t === message.type);
  const { data } = message;
  if (!type || !isObject(data)) return null;
  const timestamp = isoTimestamp(data.timestamp);
  const { payload } = data;
  if (!timestamp) return null;
  if (payload !== undefined && payload !== null && !isObject(payload)) return null;
  const importedCount = optionalCount(payload?.importedCount);
  const totalCount = optionalCount(payload?.totalCount);
  if (importedCount === undefined || totalCount === undefined) return null;
  return { id: message.id, type, timestamp, importedCount, totalCount };
}
