import type { MutationError } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { ALBUM_PHOTOS_BATCH_SIZE, type AlbumPhotosChange, type UpstreamAlbum } from '../../upstream/photo';
import { albumNotFound, sharedAlbumReadOnly } from './albumIds';
import { chunks } from './chunks';
import { toAlbumModel, type AlbumModel } from './albumModels';
import { decodePhotoIds } from './photoIds';

export interface AlbumPhotosOutcome {
  /** The album after the change (re-read), or null when it could not be read or was refused. */
  album: AlbumModel | null;
  done: string[];
  failed: string[];
  /** Why nothing changed (the album refused the first batch); null otherwise. */
  error: MutationError | null;
}

/** The outcome of a change refused before anything happened: every requested id (duplicates once) failed. */
export function refusedOutcome(photoIds: readonly string[], error: MutationError): AlbumPhotosOutcome {
  return { album: null, done: [], failed: [...new Set(photoIds)], error };
}

const refusal = (refused: Extract<AlbumPhotosChange, { ok: false }>['refused']) =>
  (refused === 'NOT_FOUND' ? albumNotFound() : sharedAlbumReadOnly());

/**
 * Copies photos into / takes photos out of an own album, `ALBUM_PHOTOS_BATCH_SIZE` ids per REST call. Every
 * requested id (duplicates once) ends in exactly one of `done` / `failed`: ids that are not Photo ids fail
 * without a call, the service's `failed` list fails its ids. The album's refusal of the first call (gone, or
 * shared meanwhile) is the outcome's `error`, nothing having changed; an unexpected error of the first call is
 * thrown; a later batch's refusal or error fails that batch.
 */
export async function changeAlbumPhotos(
  ctx: Context,
  album: UpstreamAlbum,
  photoIds: readonly string[],
  change: (albumId: string, ids: string[]) => Promise<AlbumPhotosChange>,
): Promise<AlbumPhotosOutcome> {
  const { globalIdOf, invalid } = decodePhotoIds(photoIds);
  const ids = [...globalIdOf.keys()];
  const done: string[] = [];
  const failed: string[] = [];
  for (const [index, batch] of chunks(ids, ALBUM_PHOTOS_BATCH_SIZE).entries()) {
    const first = index === 0;
    try {
      const result = await change(album.albumId, batch);
      if (!result.ok) {
        if (first) return refusedOutcome(photoIds, refusal(result.refused));
        failed.push(...batch);
        continue;
      }
      const reported = new Set(result.value.map((id) => id.toLowerCase()));
      for (const id of batch) (reported.has(id.toLowerCase()) ? failed : done).push(id);
    } catch (error) {
      if (first) throw error;
      ctx.log.warn({ albumId: album.albumId, photoIds: batch, reason: (error as Error).message }, 'Failed to change album photos');
      failed.push(...batch);
    }
  }
  const fresh = await ctx.photo.album(album.albumId).catch((error: unknown) => {
    ctx.log.warn({ albumId: album.albumId, reason: (error as Error).message }, 'Failed to re-read album');
    return null;
  });
  const toGlobal = (localId: string) => globalIdOf.get(localId)!;
  return { album: fresh && toAlbumModel(fresh), done: done.map(toGlobal), failed: [...invalid, ...failed.map(toGlobal)], error: null };
}
