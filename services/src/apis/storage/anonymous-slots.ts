// Uploads made before sign-in (a signed-out upload page, the editor): POST /anonymous-uploads hands out signed upload
// slots without a bearer token, PUT /anonymous-uploads/{id}/content takes the bytes (checked by their magic bytes).
// Their unguessable ids are what POST /getanonymousuploads answers after sign-in (anonymous.ts).
import { Router, type Request, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/storage-api';
import { signedUrl } from '../../blob/signing';
import { detectImageType } from '../../images/detect';
import { UNSUPPORTED_TYPE } from '../../images/process';
import { UUID, type LibraryDeps } from '../../library/deps';
import type { OriginRule } from '../../oidc/redirects';
import { createWindowLimiter, type WindowLimiter } from '../error-reports/limiter';
import { jsonBody } from '../limits';
import { anonymousUploadJson } from './anonymous';
import { productCors } from './cors';
import { reasonIn, withUploadLanguage } from './upload-language';
import { MAX_UPLOAD_BYTES, readBody, TooLarge } from './uploads';

type UploadSlot = components['schemas']['UploadSlot'];

/** Files one anonymous request may announce. */
export const MAX_ANONYMOUS_FILES = 20;
/** The signatures' subject: no account. */
const ANONYMOUS = 'anonymous';
const contentKey = (id: string) => `anonymous-upload.${id}`;

export function anonymousSlotRoutes(deps: LibraryDeps, origins: OriginRule, limiter?: WindowLimiter): Router {
  const { db, signer } = deps;
  const router = Router();
  // Slot requests per address and for everyone, per minute: nobody fills the table without an account.
  const limit = limiter ?? createWindowLimiter({ perAddress: 30, total: 600, windowMs: 60_000 });

  router.all('/anonymous-uploads', productCors(origins, 'POST, OPTIONS'));
  router.post('/anonymous-uploads', jsonBody(), async (req: Request, res: Response) => {
    const wait = limit.take(req.socket.remoteAddress ?? 'unknown');
    if (wait > 0) return void res.status(429).set('Retry-After', String(wait)).json({ message: 'Too many uploads. Try again later.' });
    const files: unknown = req.body?.files;
    const valid = Array.isArray(files) && files.length >= 1 && files.length <= MAX_ANONYMOUS_FILES && files.every((f) =>
      typeof f?.fileName === 'string' && f.fileName.length >= 1 && f.fileName.length <= 255
      && Number.isInteger(f.size) && f.size >= 1 && f.size <= MAX_UPLOAD_BYTES);
    if (!valid) {
      return void res.status(400).json({ message: `files must list 1 to ${MAX_ANONYMOUS_FILES} files with fileName and size (at most 50 MB).` });
    }
    const rows = await db.insertInto('anonymous_uploads')
      .values((files as Array<{ fileName: string }>).map((f) => ({ file_name: f.fileName })))
      .returning(['id', 'file_name']).execute();
    const uploads: UploadSlot[] = rows.map((row) => {
      const signature = signer.sign(ANONYMOUS, contentKey(row.id));
      return {
        uploadId: row.id, fileName: row.file_name, expiresAt: new Date(signature.expires * 1000).toISOString(),
        uploadUrl: withUploadLanguage(signedUrl(deps.baseUrl, `/storage-api/anonymous-uploads/${row.id}/content`, signature), req.body.language),
      };
    });
    res.status(201).json({ uploads });
  });

  router.all('/anonymous-uploads/:uploadId/content', productCors(origins, 'PUT, OPTIONS'));
  router.put('/anonymous-uploads/:uploadId/content', async (req: Request, res: Response) => {
    const id = String(req.params.uploadId).toLowerCase();
    if (!UUID.test(id) || !signer.verify(ANONYMOUS, contentKey(id), req.query.expires, req.query.signature)) {
      return void res.status(403).json({ message: 'The upload URL is invalid or expired.' });
    }
    // Claimed once (an empty reason marks the bytes being received): the content is accepted a single time.
    const claimed = await db.updateTable('anonymous_uploads').set({ status: 'PENDING', reason: '' })
      .where('id', '=', id).where('status', '=', 'PENDING').where('reason', 'is', null).returning('id').executeTakeFirst();
    if (!claimed) return void res.status(409).json({ message: 'The content of this upload was already sent.' });
    let bytes: Buffer;
    try {
      bytes = await readBody(req, MAX_UPLOAD_BYTES);
    } catch (error) {
      await db.updateTable('anonymous_uploads').set({ reason: null }).where('id', '=', id).execute();
      if (error instanceof TooLarge) return void res.status(413).set('Connection', 'close').json({ message: 'A photo can be at most 50 MB.' });
      throw error;
    }
    const contentType = detectImageType(bytes);
    const row = await db.updateTable('anonymous_uploads')
      .set(contentType ? { status: 'READY', reason: null, content_type: contentType } : { status: 'REJECTED', reason: reasonIn(req.query.language, UNSUPPORTED_TYPE) })
      .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    res.json(anonymousUploadJson(row));
  });
  return router;
}
