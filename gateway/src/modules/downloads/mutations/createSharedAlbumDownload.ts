import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../../context';
import { badUserInput, codedError, notFound } from '../../../errors';
import { fromGlobalId } from '../../../relay/globalId';
import { checkDownloadRequest, createdPayload } from './downloadRequest';

/** Largest page of GET /shared-albums/{id}/photos. */
const ALBUM_PAGE = 500;

/**
 * The owner of each wanted photo, read from the album's photo pages (the service wants `photoId` + `ownerId`, and a
 * global photo id carries no owner): one call for albums of up to 500 photos, stopping as soon as all are found.
 */
async function ownersInAlbum(ctx: Context, albumId: string, wanted: Set<string>): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page = await ctx.sharedAlbums.photos(albumId, { cursor, limit: ALBUM_PAGE, sortKey: 'created', sortOrder: 'desc' });
    for (const photo of page.images) if (wanted.has(photo.imageId.toLowerCase())) owners.set(photo.imageId.toLowerCase(), photo.ownerId);
    cursor = page.cursor;
  } while (cursor && owners.size < wanted.size);
  return owners;
}

/**
 * A .zip of 1-100 photos of a shared album the viewer owns or takes part in (POST /shared-album-downloads): any
 * participant's photos. Photos not in the album fail with NOT_FOUND (`failedPhotoIds`) before the POST.
 */
export const createSharedAlbumDownload: MutationResolvers['createSharedAlbumDownload'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { id, globalIdOf, name } = checkDownloadRequest(input.photoIds, input.name);
  const album = fromGlobalId(input.sharedAlbumId);
  if (album?.type !== 'SharedAlbum') throw badUserInput('`sharedAlbumId` is not a shared album id.');
  const localIds = [...globalIdOf.keys()];
  const owners = await ownersInAlbum(ctx, album.id, new Set(localIds.map((p) => p.toLowerCase())));
  const missing = localIds.filter((p) => !owners.has(p.toLowerCase()));
  if (missing.length > 0) {
    throw codedError('NOT_FOUND', 'Some photos are not in this shared album.', { failedPhotoIds: missing.map((p) => globalIdOf.get(p)!) });
  }
  const photos = localIds.map((photoId) => ({ photoId, ownerId: owners.get(photoId.toLowerCase())! }));
  const result = await ctx.download.createForSharedAlbum({ id, ...(name ? { name } : {}), albumId: album.id, photos });
  if (!result) throw notFound('No such shared album for this customer.');
  return createdPayload(ctx, result, globalIdOf);
};
