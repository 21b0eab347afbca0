import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../../context';
import { badUserInput, mutationError } from '../../../errors';
import { fromGlobalId } from '../../../relay/globalId';
import { checkDownloadRequest, createdPayload, refused } from './downloadRequest';

/** Largest page of GET /shared-albums/{id}/photos. */
const ALBUM_PAGE = 500;
const NOT_IN_ALBUM = 'Your photos could not be downloaded: some of them are not in this shared album.';
const albumNotFound = () => mutationError('NOT_FOUND', 'sharedAlbumId', 'This shared album does not exist or is not shared with you.');

/**
 * The owner of each wanted photo, read from the album's photo pages (the service wants `photoId` + `ownerId`, and a
 * global photo id carries no owner): one call for albums of up to 500 photos, stopping as soon as all are found.
 * Null when the album is not the customer's.
 */
async function ownersInAlbum(ctx: Context, albumId: string, wanted: Set<string>): Promise<Map<string, string> | null> {
  const owners = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page = await ctx.sharedAlbums.photos(albumId, { cursor, limit: ALBUM_PAGE, sortKey: 'created', sortOrder: 'desc' });
    if (!page) return null;
    for (const photo of page.images) if (wanted.has(photo.imageId.toLowerCase())) owners.set(photo.imageId.toLowerCase(), photo.ownerId);
    cursor = page.cursor;
  } while (cursor && owners.size < wanted.size);
  return owners;
}

/**
 * A .zip of 1-100 photos of a shared album the viewer owns or takes part in (POST /shared-album-downloads): any
 * participant's photos. Refused in the payload's `error`: not 1-100 photos (DOWNLOAD_LIMIT), an album the customer
 * neither owns nor takes part in (NOT_FOUND of `sharedAlbumId`), photos not in the album (NOT_FOUND of `photoIds`,
 * listed in `failedPhotoIds`), each before the POST.
 */
export const createSharedAlbumDownload: MutationResolvers['createSharedAlbumDownload'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const album = fromGlobalId(input.sharedAlbumId);
  if (album?.type !== 'SharedAlbum') throw badUserInput('`sharedAlbumId` is not a shared album id.');
  const request = checkDownloadRequest(input.photoIds, input.name);
  if ('error' in request) return refused(request.error);
  const { id, globalIdOf, name } = request;
  const localIds = [...globalIdOf.keys()];
  const owners = await ownersInAlbum(ctx, album.id, new Set(localIds.map((p) => p.toLowerCase())));
  if (!owners) return refused(albumNotFound());
  const missing = localIds.filter((p) => !owners.has(p.toLowerCase()));
  if (missing.length > 0) return refused(mutationError('NOT_FOUND', 'photoIds', NOT_IN_ALBUM), missing.map((p) => globalIdOf.get(p)!));
  const photos = localIds.map((photoId) => ({ photoId, ownerId: owners.get(photoId.toLowerCase())! }));
  const result = await ctx.download.createForSharedAlbum({ id, ...(name ? { name } : {}), albumId: album.id, photos });
  if (!result) return refused(albumNotFound());
  return createdPayload(ctx, result, globalIdOf, NOT_IN_ALBUM);
};
