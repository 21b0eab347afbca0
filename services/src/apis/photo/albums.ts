// Photo management API, albums (contracts/photo-api.yaml): the customer's own albums. Pages newest first with an
// opaque cursor and the covers inline (a fixed number of queries per page); album names checked on create and
// rename; an own shared album is read-only for adding and removing photos (409 SHARED_ALBUM_READ_ONLY).
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import type { components } from '../../../contracts/__generated__/photo-api';
import {
  ALBUM_PAGE_DEFAULT, ALBUM_PAGE_MAX, albumJson, albumNameError, albumPhotosQuery, findOwnAlbum, listOwnAlbums, loadCovers,
} from '../../library/albums';
import { UUID, type LibraryDeps } from '../../library/deps';
import { photoJson } from '../../library/photo-json';
import { parseIdList } from '../limits';
import { ALBUM_SORTS, BadRequest, badRequestHandler, parseLimit, photoPage } from './keyset';
import { MAX_BATCH, uuids } from './photos';

type Album = components['schemas']['Album'];
type AlbumPage = components['schemas']['AlbumPage'];
type AlbumNameError = components['schemas']['AlbumNameError'];
type PhotoPage = components['schemas']['PhotoPage'];
type FailedList = components['schemas']['FailedList'];
type ErrorBody = components['schemas']['Error'];

export const SHARED_ALBUM_READ_ONLY: ErrorBody = {
  code: 'SHARED_ALBUM_READ_ONLY', message: 'Shared albums are read-only: photos cannot be added or removed.',
};
const NOT_FOUND: ErrorBody = { message: 'No such album.' };

function parseBoolean(value: unknown, name: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new BadRequest(`${name} must be true or false.`);
}

/** The i-th added photo's time: after now and after the album's latest addition, i microseconds on. */
const addedAt = (albumId: string, i: number) => sql<Date>`greatest(clock_timestamp(), (select max(added_at) + interval '1 microsecond'
  from album_photos where album_id = ${albumId}::uuid)) + ${i}::int * interval '1 microsecond'`;

export function albumRoutes(deps: LibraryDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/albums', async (req: Request, res: Response<AlbumPage | ErrorBody>) => {
    const limit = parseLimit(req.query.limit, ALBUM_PAGE_DEFAULT, ALBUM_PAGE_MAX);
    const includeShared = parseBoolean(req.query.displaySharedData, 'displaySharedData');
    const cursor = typeof req.query.cursor === 'string' && req.query.cursor ? req.query.cursor : undefined;
    res.json(await listOwnAlbums(deps, req.accountId!, { cursor, limit, includeShared }));
  });

  router.post('/albums', async (req: Request, res: Response<{ albumId: string; albumName: string } | AlbumNameError>) => {
    const name: unknown = req.body?.name;
    const invalid = albumNameError(name);
    if (invalid) {
      res.status(400).json(invalid);
      return;
    }
    const now = new Date();
    const row = await db.insertInto('albums')
      .values({ user_id: req.accountId!, name: name as string, created_at: now, updated_at: now })
      .returning(['id', 'name']).executeTakeFirstOrThrow();
    res.status(201).json({ albumId: row.id, albumName: row.name });
  });

  /** The album as JSON (one query for the row with count and cover id, one for the cover). */
  async function ownAlbum(albumId: string, userId: string): Promise<Album | undefined> {
    const row = await findOwnAlbum(db, albumId, userId);
    return row ? albumJson(deps, row, await loadCovers(db, [row])) : undefined;
  }

  router.get('/albums/:albumId', async (req: Request, res: Response<Album | ErrorBody>) => {
    const album = await ownAlbum(String(req.params.albumId), req.accountId!);
    if (album) res.json(album);
    else res.status(404).json(NOT_FOUND);
  });

  router.patch('/albums/:albumId', async (req: Request, res: Response<Album | AlbumNameError | ErrorBody>) => {
    const albumId = String(req.params.albumId);
    const name: unknown = req.body?.name;
    const exists = await findOwnAlbum(db, albumId, req.accountId!);
    if (!exists) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    const invalid = albumNameError(name);
    if (invalid) {
      res.status(400).json(invalid);
      return;
    }
    await db.updateTable('albums').set({ name: name as string, updated_at: new Date() })
      .where('id', '=', albumId).where('user_id', '=', req.accountId!).execute();
    const album = await ownAlbum(albumId, req.accountId!);
    if (album) res.json(album);
    else res.status(404).json(NOT_FOUND);
  });

  // An own shared album may be deleted here too: it is then gone for its participants (photos stay everywhere).
  router.delete('/albums/:albumId', async (req: Request, res: Response) => {
    const albumId = String(req.params.albumId);
    const deleted = UUID.test(albumId)
      ? await db.deleteFrom('albums').where('id', '=', albumId).where('user_id', '=', req.accountId!).returning('id').executeTakeFirst()
      : undefined;
    if (deleted) res.status(204).end();
    else res.status(404).json(NOT_FOUND);
  });

  router.get('/albums/:albumId/photos', async (req: Request, res: Response<PhotoPage | ErrorBody>) => {
    const album = await findOwnAlbum(db, String(req.params.albumId), req.accountId!);
    if (!album) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    // In an own shared album some photos belong to participants (their URLs are signed for their owner).
    res.json(await photoPage(req.query, albumPhotosQuery(db, album.id), (row) => photoJson(deps, row), ALBUM_SORTS));
  });

  /** Checks the album and the body for add/remove; answers and returns undefined when refused. */
  async function changeTarget(req: Request, res: Response<FailedList | ErrorBody>) {
    const list = parseIdList(req.body?.photoIds, 'photoIds', MAX_BATCH);
    if ('error' in list) {
      res.status(400).json(list.error);
      return undefined;
    }
    const album = await findOwnAlbum(db, String(req.params.albumId), req.accountId!);
    if (!album) {
      res.status(404).json(NOT_FOUND);
      return undefined;
    }
    if (album.is_shared) {
      res.status(409).json(SHARED_ALBUM_READ_ONLY);
      return undefined;
    }
    return { ids: list.ids, albumId: album.id };
  }

  // Adds own photos; one already in the album counts as added. added_at increases along the list and stays after
  // every earlier addition (even within one clock tick), so the last id of the list becomes the cover.
  router.post('/albums/:albumId/photos', async (req: Request, res: Response<FailedList | ErrorBody>) => {
    const target = await changeTarget(req, res);
    if (!target) return;
    const valid = uuids(target.ids);
    const added = new Set<string>();
    if (valid.length) {
      await db.transaction().execute(async (trx) => {
        const own = await trx.selectFrom('photos').select('id')
          .where('user_id', '=', req.accountId!).where('id', 'in', valid).execute();
        const ownIds = new Set(own.map((r) => r.id));
        const ordered = valid.filter((id) => ownIds.has(id));
        if (!ordered.length) return;
        await trx.insertInto('album_photos')
          .values(ordered.map((photoId, i) => ({ album_id: target.albumId, photo_id: photoId, added_at: addedAt(target.albumId, i) })))
          .onConflict((oc) => oc.columns(['album_id', 'photo_id']).doNothing())
          .execute();
        await trx.updateTable('albums').set({ updated_at: new Date() }).where('id', '=', target.albumId).execute();
        for (const id of ordered) added.add(id);
      });
    }
    res.json({ failed: target.ids.filter((id) => !added.has(id.toLowerCase())) });
  });

  router.delete('/albums/:albumId/photos', async (req: Request, res: Response<FailedList | ErrorBody>) => {
    const target = await changeTarget(req, res);
    if (!target) return;
    const valid = uuids(target.ids);
    const removed = new Set<string>();
    if (valid.length) {
      await db.transaction().execute(async (trx) => {
        const rows = await trx.deleteFrom('album_photos').where('album_id', '=', target.albumId)
          .where('photo_id', 'in', valid).returning('photo_id').execute();
        if (rows.length) await trx.updateTable('albums').set({ updated_at: new Date() }).where('id', '=', target.albumId).execute();
        for (const r of rows) removed.add(r.photo_id);
      });
    }
    res.json({ failed: target.ids.filter((id) => !removed.has(id.toLowerCase())) });
  });

  router.use(badRequestHandler);
  return router;
}
