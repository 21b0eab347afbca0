import { isObject, isoTimestamp, isUuid, optionalCount, parseJsonObject } from '../../upstream/pushMessage';
import type { DownloadEventModel } from './mappers';

const TYPES = {
  ARCHIVE_STARTED: 'STARTED', ARCHIVE_PROGRESS: 'PROGRESS', ARCHIVE_FINISHED: 'FINISHED', ARCHIVE_ERROR: 'ERROR',
} as const;

/**
 * Parses one push message of the download live connection (spec §3: id, timestamp, key, message {userId,
 * downloadId}; `done` / `total` are our services' addition, optional non-negative integers). Anything else
 * (including the 'OK' answer to authenticate) is null: the caller ignores it silently.
 */
export function parseArchiveMessage(text: string): DownloadEventModel | null {
  const event = parseJsonObject(text);
  if (!event || !isUuid(event.id) || typeof event.key !== 'string' || !Object.hasOwn(TYPES, event.key)) return null;
  const timestamp = isoTimestamp(event.timestamp);
  const { message } = event;
  if (!timestamp || !isObject(message) || typeof message.userId !== 'string' || !isUuid(message.downloadId)) return null;
  const done = optionalCount(message.done);
  const total = optionalCount(message.total);
  if (done === undefined || total === undefined) return null;
  return {
    id: event.id, type: TYPES[event.key as keyof typeof TYPES], timestamp,
    downloadId: message.downloadId.toLowerCase(), userId: message.userId, done, total,
  };
}
