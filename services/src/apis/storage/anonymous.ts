// POST /getanonymousuploads: uploads made before sign-in (no account), by id — the fallback of GET /uploads/{id}
// when that answers 404 (spec §7 Storage). Behind the bearer; unknown ids are left out, the rest in the order asked.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Selectable } from 'kysely';
import type { components } from '../../../contracts/__generated__/storage-api';
import type { Db } from '../../db';
import type { AnonymousUploadsTable } from '../../db/schema';
import { UUID } from '../../library/deps';
import { jsonBody, tooManyIds } from '../limits';

type Upload = components['schemas']['Upload'];
export const MAX_ANONYMOUS_IDS = 100;

/** An upload made before sign-in as the contract's Upload (the empty reason marks content being received). */
export const anonymousUploadJson = (row: Selectable<AnonymousUploadsTable>): Upload => ({
  uploadId: row.id, fileName: row.file_name, status: row.status, reason: row.reason || null, duplicateOfPhotoId: null,
  contentType: row.content_type, dateTaken: row.date_taken?.toISOString() ?? null, photoId: null,
});

export function anonymousUploadRoutes(db: Db, bearer: RequestHandler): Router {
  const router = Router();
  router.post('/getanonymousuploads', bearer, jsonBody(), async (req: Request, res: Response<Upload[] | { message: string }>) => {
    const ids: unknown = req.body;
    if (Array.isArray(ids) && ids.length > MAX_ANONYMOUS_IDS) return void res.status(400).json(tooManyIds(MAX_ANONYMOUS_IDS));
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && UUID.test(id))) {
      return void res.status(400).json({ message: `The body must be an array of at most ${MAX_ANONYMOUS_IDS} upload ids (UUIDs).` });
    }
    const wanted = [...new Set((ids as string[]).map((id) => id.toLowerCase()))];
    const rows = wanted.length ? await db.selectFrom('anonymous_uploads').selectAll().where('id', 'in', wanted).execute() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    res.json(wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [anonymousUploadJson(row)] : [];
    }));
  });
  return router;
}
