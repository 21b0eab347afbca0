// Photo management API: photo pages (timeline month, all photos), one photo by id, register uploads, delete.
// DELETE /photos answers the ids it did not delete (`failed`, spec §7): the caller retries them up to its limit,
// so an id that is not the customer's photo (unknown, malformed or another customer's) fails every time.
import { Router, type Request, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/photo-api';
import { collectAssets } from '../../library/gc';
import { UUID, type LibraryDeps } from '../../library/deps';
import { photoJson } from '../../library/photo-json';
import { registerUploads } from '../../library/register';
import { MAX_IDS_PER_REQUEST, parseIdList } from '../limits';
import { badRequestHandler, photoPage, type PhotoQuery } from './keyset';

type PhotoPage = components['schemas']['PhotoPage'];
type ErrorBody = components['schemas']['Error'];
type DeletePhotosResult = components['schemas']['DeletePhotosResult'];

/** Lists in bodies (register, delete, album add/remove) take at most this many ids. */
export const MAX_BATCH = MAX_IDS_PER_REQUEST;

/** The distinct, lower-cased UUIDs of a list (the rest can only fail). */
export const uuids = (ids: readonly string[]) => [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];

export function photoListRoutes(deps: LibraryDeps): Router {
  const { db } = deps;
  const router = Router();

  const page = (req: Request, base: PhotoQuery): Promise<PhotoPage> => photoPage(req.query, base, (row) => photoJson(deps, row));

  const owned = (userId: string) => db.selectFrom('photos').selectAll().where('user_id', '=', userId);

  router.get('/photos/timeline/:year/:month', async (req: Request, res: Response<PhotoPage | ErrorBody>) => {
    const year = /^\d{4}$/.test(String(req.params.year)) ? Number(req.params.year) : NaN;
    const month = /^\d{1,2}$/.test(String(req.params.month)) ? Number(req.params.month) : NaN;
    if (!(year >= 1970 && year <= 9999) || !(month >= 1 && month <= 12)) {
      res.status(400).json({ message: 'year must be 1970 or later and month 1 to 12.' });
      return;
    }
    const from = new Date(Date.UTC(year, month - 1, 1));
    const to = new Date(Date.UTC(year, month, 1));
    const undated = year === 1970 && month === 1;
    const base = owned(req.accountId!).where((eb) => {
      const inMonth = eb.and([eb('date_taken', '>=', from), eb('date_taken', '<', to)]);
      return undated ? eb.or([inMonth, eb('date_taken', 'is', null)]) : inMonth;
    });
    res.json(await page(req, base));
  });

  router.get('/photos', async (req: Request, res: Response<PhotoPage | ErrorBody>) => {
    res.json(await page(req, owned(req.accountId!)));
  });

  router.get('/photos/:photoId', async (req: Request, res: Response) => {
    const id = String(req.params.photoId);
    const row = UUID.test(id) ? await owned(req.accountId!).where('id', '=', id.toLowerCase()).executeTakeFirst() : undefined;
    if (!row) {
      res.status(404).json({ message: 'No such photo.' });
      return;
    }
    res.json(photoJson(deps, row));
  });

  router.post('/photos', async (req: Request, res: Response) => {
    const list = parseIdList(req.body?.uploadIds, 'uploadIds', MAX_BATCH);
    if ('error' in list) {
      res.status(400).json(list.error);
      return;
    }
    const { photos, failed } = await registerUploads(deps, req.accountId!, list.ids);
    res.json({ images: photos.map((row) => photoJson(deps, row)), failed });
  });

  router.delete('/photos/all', async (req: Request, res: Response) => {
    const userId = req.accountId!;
    const deleted = await db.transaction().execute(async (trx) => {
      const rows = await trx.deleteFrom('photos').where('user_id', '=', userId).returning(['id', 'content_hash']).execute();
      await trx.deleteFrom('uploads').where('user_id', '=', userId).where('status', '=', 'REGISTERED').execute();
      return rows;
    });
    await collectAssets(db, deps.blobs, deleted.map((r) => r.content_hash));
    res.json({ deletedCount: deleted.length });
  });

  router.delete('/photos', async (req: Request, res: Response<DeletePhotosResult | ErrorBody>) => {
    const list = parseIdList(req.body?.photoIds, 'photoIds', MAX_BATCH);
    if ('error' in list) {
      res.status(400).json(list.error);
      return;
    }
    const { ids } = list;
    const userId = req.accountId!;
    const valid = uuids(ids);
    const own = new Set(valid.length
      ? (await db.selectFrom('photos').select('id').where('user_id', '=', userId).where('id', 'in', valid).execute()).map((r) => r.id)
      : []);
    let deleted: Array<{ id: string; content_hash: string }> = [];
    if (own.size) {
      try {
        deleted = await db.transaction().execute(async (trx) => {
          const rows = await trx.deleteFrom('photos').where('user_id', '=', userId).where('id', 'in', [...own])
            .returning(['id', 'content_hash']).execute();
          if (rows.length) {
            await trx.deleteFrom('uploads').where('user_id', '=', userId).where('status', '=', 'REGISTERED')
              .where('photo_id', 'in', rows.map((r) => r.id)).execute();
          }
          return rows;
        });
      } catch (error) {
        // Nothing was deleted: every id is `failed` (the customer's may succeed on a retry).
        deps.log.error({ err: error, photos: own.size }, 'deleting photos failed');
      }
    }
    await collectAssets(db, deps.blobs, deleted.map((r) => r.content_hash));
    const gone = new Set(deleted.map((r) => r.id));
    const key = (id: string) => id.toLowerCase();
    res.json({ failed: ids.filter((id) => !gone.has(key(id))) });
  });

  router.use(badRequestHandler);
  return router;
}
