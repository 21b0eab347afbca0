import type { Context } from '../../../context';
import { ALBUM_PHOTOS_BATCH_SIZE, type UpstreamAlbum } from '../../../upstream/photo';
import { decodePhotoIds } from '../../photos/photoIds';
import { toAlbumModel, type AlbumModel } from '../mappers';

export interface AlbumPhotosOutcome {
  /** The album after the change (re-read), or null when it could not be read. */
  album: AlbumModel | null;
  done: string[];
  failed: string[];
}

/**
 * Copies photos into / takes photos out of an own album, `ALBUM_PHOTOS_BATCH_SIZE` ids per REST call. Every
 * requested id (duplicates once) ends in exactly one of `done` / `failed`: ids that are not Photo ids fail
 * without a call, the service's `failed` list fails its ids. An error of the first call (shared album, album
 * gone, refused token, service down) is thrown, nothing having changed; a later batch's error fails that batch.
 */
export async function changeAlbumPhotos(
  ctx: Context,
  album: UpstreamAlbum,
  photoIds: readonly string[],
  change: (albumId: string, ids: string[]) => Promise<{ failed: string[] }>,
): Promise<AlbumPhotosOutcome> {
  const { globalIdOf, invalid } = decodePhotoIds(photoIds);
  const ids = [...globalIdOf.keys()];
  const done: string[] = [];
  const failed: string[] = [];
  for (let start = 0; start < ids.length; start += ALBUM_PHOTOS_BATCH_SIZE) {
    const batch = ids.slice(start, start + ALBUM_PHOTOS_BATCH_SIZE);
    try {
      const reported = new Set((await change(album.albumId, batch)).failed.map((id) => id.toLowerCase()));
      for (const id of batch) (reported.has(id.toLowerCase()) ? failed : done).push(id);
    } catch (error) {
      if (start === 0) throw error;
      ctx.log.warn({ albumId: album.albumId, photoIds: batch, reason: (error as Error).message }, 'Failed to change album photos');
      failed.push(...batch);
    }
  }
  const fresh = await ctx.photo.album(album.albumId).catch((error: unknown) => {
    ctx.log.warn({ albumId: album.albumId, reason: (error as Error).message }, 'Failed to re-read album');
    return null;
  });
  const toGlobal = (localId: string) => globalIdOf.get(localId)!;
  return { album: fresh && toAlbumModel(fresh), done: done.map(toGlobal), failed: [...invalid, ...failed.map(toGlobal)] };
}
