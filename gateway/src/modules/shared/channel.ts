import { internalError, UNABLE_TO_EXTRACT_CHANNEL_ID } from '../../errors';

/** A brand site's sales channel id, e.g. `photoprint-gb` (at most 100 characters, as the schema bounds it). */
const CHANNEL_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/**
 * The sales channel id a request names (`channel` of an input or argument), trimmed. Every client of ours sends its
 * brand site's; when none can be extracted (blank, or not a channel id) the request fails with spec §8's internal
 * error `Unable to extract channel ID!` before any upstream call: logged with the correlation id, answered as
 * "Internal server error" in production. Whether the channel exists is the services' to say.
 */
export function channelIdOf(channel: string | null | undefined): string {
  const trimmed = (channel ?? '').trim();
  if (!CHANNEL_ID.test(trimmed)) throw internalError(UNABLE_TO_EXTRACT_CHANNEL_ID, { channel: trimmed.slice(0, 100) });
  return trimmed;
}
