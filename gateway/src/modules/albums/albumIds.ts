import type { Context } from '../../context';
import { badUserInput, notFound, sharedAlbumReadOnly } from '../../errors';
import { fromGlobalId } from '../../relay/globalId';
import type { UpstreamAlbum } from '../../upstream/photo';

/** The local id of an `Album` global id; anything else is BAD_USER_INPUT. */
export function albumLocalId(globalId: string): string {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type !== 'Album') throw badUserInput('`albumId` is not an album id.');
  return decoded.id;
}

/**
 * The own album whose photos a mutation changes (copy into, remove from, print from, upload into). Shared
 * albums are read-only for everyone: a `SharedAlbum` id, or an `Album` whose `isShared` is true, is refused
 * with SHARED_ALBUM_READ_ONLY before anything is changed, whatever the client shows.
 */
export async function writableAlbum(ctx: Context, globalId: string): Promise<UpstreamAlbum> {
  if (fromGlobalId(globalId)?.type === 'SharedAlbum') throw sharedAlbumReadOnly();
  const album = await ctx.photo.album(albumLocalId(globalId));
  if (!album) throw notFound('No such album for this customer.');
  if (album.isShared) throw sharedAlbumReadOnly();
  return album;
}
