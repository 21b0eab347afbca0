import type { MutationError } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { badUserInput, mutationError } from '../../errors';
import { fromGlobalId } from '../../relay/globalId';
import type { UpstreamAlbum } from '../../upstream/photo';

/** The local id of an `Album` global id; anything else is BAD_USER_INPUT (no client sends another type). */
export function albumLocalId(globalId: string): string {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type !== 'Album') throw badUserInput('`albumId` is not an album id.');
  return decoded.id;
}

/** The payload `error` of an album that does not exist (any more) or is not the customer's. */
export const albumNotFound = (): MutationError =>
  mutationError('NOT_FOUND', 'albumId', 'This album does not exist or is not yours.');

/** The payload `error` of a change to a shared album: read-only for everyone (spec §6). */
export const sharedAlbumReadOnly = (): MutationError =>
  mutationError('SHARED_ALBUM_READ_ONLY', 'albumId', 'Shared albums are read-only: photos cannot be copied into, removed from or printed from them.');

/**
 * The own album whose photos a mutation changes (copy into, remove from, print from, upload into), or the payload
 * `error` that refuses it before anything is changed: NOT_FOUND for another customer's album, SHARED_ALBUM_READ_ONLY
 * for a `SharedAlbum` id or an `Album` whose `isShared` is true, whatever the client shows.
 */
export async function writableAlbum(ctx: Context, globalId: string): Promise<{ album: UpstreamAlbum } | { error: MutationError }> {
  if (fromGlobalId(globalId)?.type === 'SharedAlbum') return { error: sharedAlbumReadOnly() };
  const album = await ctx.photo.album(albumLocalId(globalId));
  if (!album) return { error: albumNotFound() };
  if (album.isShared) return { error: sharedAlbumReadOnly() };
  return { album };
}
