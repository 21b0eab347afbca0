// Storage API uploads: signed upload slots, the bytes in one PUT or resumable with tus on the same URL (resumable.ts;
// checked by content, deduplicated, processed into renditions), status and deletion.
import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Selectable, Updateable } from 'kysely';
import type { components } from '../../../contracts/__generated__/storage-api';
import { recordChecksums } from '../../blob/checksums';
import { signedUrl } from '../../blob/signing';
import type { UploadsTable } from '../../db/schema';
import { detectImageType } from '../../images/detect';
import { ImageRejected, processImage, UNSUPPORTED_TYPE } from '../../images/process';
import { UUID, type LibraryDeps } from '../../library/deps';
import { collectAssets } from '../../library/gc';
import type { OriginRule } from '../../oidc/redirects';
import { jsonBody } from '../limits';
import { productCors } from './cors';
import { resumableUploads } from './resumable';
import { reasonIn, withUploadLanguage } from './upload-language';

type Upload = components['schemas']['Upload'];
type UploadSlot = components['schemas']['UploadSlot'];

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const MAX_FILES = 500;
/** POST /uploads: 500 files with names of 255 characters (at most 3 bytes each in UTF-8) and sizes fit in 512 kB. */
const SLOTS_BODY_LIMIT = '512kb';

const uploadKey = (id: string) => `upload.${id}`;
/** What a browser's tus requests send besides Content-Type (the preflight allows them). */
const TUS_REQUEST_HEADERS = 'Content-Type, Tus-Resumable, Upload-Length, Upload-Offset, Upload-Metadata, X-Requested-With';

export function uploadJson(row: Selectable<UploadsTable>): Upload {
  return {
    uploadId: row.id,
    fileName: row.file_name,
    status: row.status,
    reason: row.reason,
    duplicateOfPhotoId: row.duplicate_of_photo_id,
    contentType: row.content_type,
    dateTaken: row.date_taken ? row.date_taken.toISOString() : null,
    photoId: row.photo_id,
  };
}

export class TooLarge extends Error {}

/** The request's bytes, at most `limit` (else TooLarge). */
export async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function uploadRoutes(deps: LibraryDeps, bearer: RequestHandler, origins: OriginRule): Router {
  const { db, blobs, signer } = deps;
  const router = Router();
  const own = (req: Request) => {
    const id = String(req.params.uploadId);
    return UUID.test(id)
      ? db.selectFrom('uploads').selectAll().where('id', '=', id).where('user_id', '=', req.accountId!).executeTakeFirst()
      : Promise.resolve(undefined);
  };

  router.post('/uploads', bearer, jsonBody(SLOTS_BODY_LIMIT), async (req: Request, res: Response) => {
    const files: unknown = req.body?.files;
    const valid = Array.isArray(files) && files.length >= 1 && files.length <= MAX_FILES && files.every((f) =>
      typeof f?.fileName === 'string' && f.fileName.length >= 1 && f.fileName.length <= 255
      && Number.isInteger(f.size) && f.size >= 1);
    if (!valid) {
      res.status(400).json({ message: `files must list 1 to ${MAX_FILES} files with fileName and size.` });
      return;
    }
    const list = files as Array<{ fileName: string; size: number }>;
    if (list.some((f) => f.size > MAX_UPLOAD_BYTES)) {
      res.status(400).json({ message: 'A photo can be at most 50 MB.' });
      return;
    }
    const rows = await db.insertInto('uploads')
      .values(list.map((f) => ({ user_id: req.accountId!, file_name: f.fileName, declared_size: f.size })))
      .returning(['id', 'file_name']).execute();
    const uploads: UploadSlot[] = rows.map((row) => {
      const signature = signer.sign(req.accountId!, uploadKey(row.id));
      return {
        uploadId: row.id,
        fileName: row.file_name,
        uploadUrl: withUploadLanguage(signedUrl(deps.baseUrl, `/storage-api/uploads/${row.id}/content`, signature), req.body.language),
        expiresAt: new Date(signature.expires * 1000).toISOString(),
      };
    });
    res.status(201).json({ uploads });
  });

  const resumable = resumableUploads(deps, origins, uploadKey, {
    accept: (row, bytes, language) => accept(deps, row, bytes, language), uploadJson,
  });
  router.all('/uploads/:uploadId/content', productCors(origins, 'PUT, POST, HEAD, PATCH, OPTIONS', TUS_REQUEST_HEADERS));
  router.post('/uploads/:uploadId/content', resumable.handle);
  router.head('/uploads/:uploadId/content', resumable.handle);
  router.patch('/uploads/:uploadId/content', resumable.handle);
  router.put('/uploads/:uploadId/content', async (req: Request, res: Response) => {
    const id = String(req.params.uploadId);
    // A deleted account's upload URLs are refused at once (404, like an unknown upload).
    const row = UUID.test(id)
      ? await db.selectFrom('uploads').innerJoin('customers', 'customers.id', 'uploads.user_id').selectAll('uploads')
        .where('uploads.id', '=', id).where('customers.account_deleted', '=', false).executeTakeFirst()
      : undefined;
    if (!row) {
      res.status(404).json({ message: 'No such upload.' });
      return;
    }
    if (!signer.verify(row.user_id, uploadKey(id), req.query.expires, req.query.signature)) {
      res.status(403).json({ message: 'The upload URL is invalid or expired.' });
      return;
    }
    if (Number(req.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
      res.status(413).set('Connection', 'close').json({ message: 'A photo can be at most 50 MB.' });
      return;
    }
    // Claim the slot (size is set once the bytes arrive) so the content is accepted once only.
    const claimed = await db.updateTable('uploads').set({ size: 0 })
      .where('id', '=', id).where('status', '=', 'PENDING').where('size', 'is', null).returning('id').executeTakeFirst();
    if (!claimed) {
      res.status(409).json({ message: 'The content of this upload was already sent.' });
      return;
    }
    try {
      const bytes = await readBody(req, MAX_UPLOAD_BYTES);
      const updated = await accept(deps, row, bytes, req.query.language);
      res.json(uploadJson(updated));
    } catch (error) {
      await db.updateTable('uploads').set({ size: null }).where('id', '=', id).where('status', '=', 'PENDING').execute();
      if (error instanceof TooLarge) {
        res.status(413).set('Connection', 'close').json({ message: 'A photo can be at most 50 MB.' });
        return;
      }
      throw error;
    }
  });

  router.get('/uploads/:uploadId', bearer, async (req: Request, res: Response) => {
    // `accountId` (spec §7) must name the token's own account when given: any other value (or several) → 404.
    const { accountId } = req.query;
    const ofAnother = accountId !== undefined && (typeof accountId !== 'string' || accountId.toLowerCase() !== req.accountId);
    const row = ofAnother ? undefined : await own(req);
    if (!row) {
      res.status(404).json({ message: 'No such upload.' });
      return;
    }
    res.json(uploadJson(row));
  });

  router.delete('/uploads/:uploadId', bearer, async (req: Request, res: Response) => {
    const row = await own(req);
    if (!row) {
      res.status(404).json({ message: 'No such upload.' });
      return;
    }
    await db.deleteFrom('uploads').where('id', '=', row.id).execute();
    await resumable.discard(row.id);
    await collectAssets(db, blobs, [row.content_hash]);
    res.status(204).end();
  });

  return router;
}

/** Checks the bytes and turns the upload READY, DUPLICATE or REJECTED (its reason in the upload language). */
async function accept(deps: LibraryDeps, row: Selectable<UploadsTable>, bytes: Buffer, language: unknown) {
  const { db, blobs } = deps;
  const set = (values: Updateable<UploadsTable>) =>
    db.updateTable('uploads').set({ size: bytes.length, upload_end: new Date(), ...values })
      .where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  const contentType = detectImageType(bytes);
  if (!contentType) return set({ status: 'REJECTED', reason: reasonIn(language, UNSUPPORTED_TYPE) });
  const hash = createHash('sha256').update(bytes).digest('hex');
  const duplicate = await findDuplicate(deps, row.user_id, hash, row.id);
  if (duplicate) return set({ status: 'DUPLICATE', content_type: contentType, duplicate_of_photo_id: duplicate.photoId });
  let image;
  try {
    image = await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) return set({ status: 'REJECTED', content_type: contentType, reason: reasonIn(language, error.message) });
    throw error;
  }
  await blobs.put(hash, { original: bytes, ...image.files });
  await recordChecksums(db, [{ hash, bytes }]);
  // A concurrent upload of the same content may have won meanwhile: keep one READY upload per content.
  const raced = await findDuplicate(deps, row.user_id, hash, row.id);
  if (raced) return set({ status: 'DUPLICATE', content_type: contentType, duplicate_of_photo_id: raced.photoId });
  return set({
    status: 'READY', content_type: image.contentType, content_hash: hash, width: image.width, height: image.height,
    date_taken: image.dateTaken, renditions: JSON.stringify(image.renditions),
  });
}

async function findDuplicate({ db }: LibraryDeps, userId: string, hash: string, uploadId: string) {
  const photo = await db.selectFrom('photos').select('id').where('content_hash', '=', hash).where('user_id', '=', userId)
    .executeTakeFirst();
  if (photo) return { photoId: photo.id };
  const upload = await db.selectFrom('uploads').select('id').where('content_hash', '=', hash).where('user_id', '=', userId)
    .where('status', '=', 'READY').where('id', '!=', uploadId).executeTakeFirst();
  return upload ? { photoId: null } : undefined;
}
