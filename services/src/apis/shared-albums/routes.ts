// Shared albums API (contracts/shared-albums-api.yaml): legacy shared albums, read-only for everyone. The owner
// and the participants see an album; anyone else gets 404. Deleting: the owner deletes it for everyone, a
// participant leaves it and takes the photos they put in it out of it (every library keeps its photos).
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import type { components, operations } from '../../../contracts/__generated__/shared-albums-api';
import {
  ALBUM_PAGE_DEFAULT, ALBUM_PAGE_MAX, albumPhotosQuery, findSharedAlbum, listSharedWithMe, loadCovers, loadParticipants,
  participatingIn, sharedAlbumJson, sharedPhotoJson,
} from '../../library/albums';
import type { LibraryDeps } from '../../library/deps';
import { jsonBody } from '../limits';
import { ALBUM_SORTS, badRequestHandler, parseLimit, photoPage } from '../photo/keyset';

type Summary = components['schemas']['SharedAlbumsSummary'];
type SharedAlbum = components['schemas']['SharedAlbum'];
type ErrorBody = components['schemas']['Error'];
type ListBody = operations['listSharedAlbums']['responses']['200']['content']['application/json'];
type ParticipantsBody = operations['getSharedAlbumParticipants']['responses']['200']['content']['application/json'];
type PhotosBody = operations['listSharedAlbumPhotos']['responses']['200']['content']['application/json'];

const NOT_FOUND: ErrorBody = { message: 'No such shared album.' };

export function sharedAlbumRoutes(deps: LibraryDeps): Router {
  const { db } = deps;
  const router = Router();
  router.use(jsonBody());

  router.get('/users', async (req: Request, res: Response<Summary>) => {
    const userId = req.accountId!;
    const row = await db.selectNoFrom((eb) => [
      eb.selectFrom('albums').select(sql<number>`count(*)::int`.as('n'))
        .where('is_shared', '=', true).where('id', 'in', participatingIn(db, userId)).as('read'),
      eb.selectFrom('albums').select(sql<number>`count(*)::int`.as('n'))
        .where('is_shared', '=', true).where('user_id', '=', userId).as('granted'),
    ]).executeTakeFirstOrThrow();
    res.json({ readAlbumsCount: Number(row.read ?? 0), grantedAlbumsCount: Number(row.granted ?? 0) });
  });

  router.get('/shared-albums', async (req: Request, res: Response<ListBody | ErrorBody>) => {
    const limit = parseLimit(req.query.limit, ALBUM_PAGE_DEFAULT, ALBUM_PAGE_MAX);
    const cursor = typeof req.query.cursor === 'string' && req.query.cursor ? req.query.cursor : undefined;
    res.json(await listSharedWithMe(deps, req.accountId!, { cursor, limit }));
  });

  router.get('/shared-albums/:albumId', async (req: Request, res: Response<SharedAlbum | ErrorBody>) => {
    const found = await findSharedAlbum(db, String(req.params.albumId), req.accountId!);
    if (!found) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    const [covers, participants] = await Promise.all([loadCovers(db, [found.row]), loadParticipants(db, [found.row.id])]);
    res.json(sharedAlbumJson(deps, found.row, covers, participants));
  });

  router.delete('/shared-albums/:albumId', async (req: Request, res: Response<ErrorBody>) => {
    const userId = req.accountId!;
    const found = await findSharedAlbum(db, String(req.params.albumId), userId);
    if (!found) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    const albumId = found.row.id;
    await db.transaction().execute(async (trx) => {
      if (found.role === 'owner') {
        // album_photos and album_participants go with it (cascade); the photos stay in their owners' libraries.
        await trx.deleteFrom('albums').where('id', '=', albumId).execute();
        return;
      }
      await trx.deleteFrom('album_participants').where('album_id', '=', albumId).where('customer_id', '=', userId).execute();
      await trx.deleteFrom('album_photos').where('album_id', '=', albumId)
        .where('photo_id', 'in', trx.selectFrom('photos').select('id').where('user_id', '=', userId))
        .execute();
      await trx.updateTable('albums').set({ updated_at: new Date() }).where('id', '=', albumId).execute();
    });
    res.status(204).end();
  });

  router.get('/shared-albums/:albumId/participants', async (req: Request, res: Response<ParticipantsBody | ErrorBody>) => {
    const found = await findSharedAlbum(db, String(req.params.albumId), req.accountId!);
    if (!found) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    const participants = await loadParticipants(db, [found.row.id]);
    res.json({
      owner: { id: found.row.user_id, email: found.row.owner_email ?? '' },
      participants: participants.get(found.row.id) ?? [],
    });
  });

  router.get('/shared-albums/:albumId/photos', async (req: Request, res: Response<PhotosBody | ErrorBody>) => {
    const found = await findSharedAlbum(db, String(req.params.albumId), req.accountId!);
    if (!found) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    res.json(await photoPage(req.query, albumPhotosQuery(db, found.row.id), (row) => sharedPhotoJson(deps, row), ALBUM_SORTS));
  });

  router.use(badRequestHandler);
  return router;
}
