// Resumable uploads (tus 1.0.0, @tus/server with @tus/file-store) on the signed upload slot URL itself: a POST there
// with `Upload-Length` (the size declared for the slot, nothing else) creates the upload, whose URL is the same signed
// URL; PATCHes send the bytes from the offset a HEAD answers. Every request is checked like the plain PUT: a live
// account's slot, the owner's unexpired signature, still PENDING, never beyond the declared size. The partial bytes
// live in the blob store's directory (`.uploads`); once complete they are checked by content (`accept`: type, pixel
// limit, duplicates) and the partial file is removed whatever the outcome. The answer to the last PATCH is the upload
// as JSON: 200 when READY or DUPLICATE, 422 when REJECTED (its reason in the upload language). Partial uploads left
// unfinished are removed two hours after their creation (swept when another upload is created).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Request, RequestHandler } from 'express';
import type { Selectable } from 'kysely';
import type { UploadsTable } from '../../db/schema';
import type { LibraryDeps } from '../../library/deps';
import type { OriginRule } from '../../oidc/redirects';

/** A refusal of the tus protocol: its status and a plain-text reason. */
const refuse = (status_code: number, reason: string) => ({ status_code, body: `${reason}\n` });

/** Partial uploads older than this are removed: their signed URL expired before (URL_LIFETIME_SECONDS, rounded up). */
const PARTIAL_LIFETIME_MS = 2 * 3600_000;
/** How often an upload's creation sweeps the expired partial uploads away, at most. */
const SWEEP_EVERY_MS = 10 * 60_000;

const SLOT_PATH = /\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/content$/i;

/** The upload id of a slot URL (`…/uploads/<id>/content?expires&signature`), or undefined. */
function slotId(url: string): string | undefined {
  return SLOT_PATH.exec(new URL(url, 'http://localhost').pathname)?.[1]?.toLowerCase();
}

type Accept = (row: Selectable<UploadsTable>, bytes: Buffer, language: unknown) => Promise<Selectable<UploadsTable>>;
type UploadJson = (row: Selectable<UploadsTable>) => unknown;

export interface ResumableUploads {
  /** Express handler for POST, HEAD and PATCH on `/uploads/:uploadId/content`. */
  handle: RequestHandler;
  /** Removes an upload's partial bytes (a cancelled slot), if any. */
  discard(uploadId: string): Promise<void>;
}

export function resumableUploads(
  deps: LibraryDeps, origins: Pick<OriginRule, 'originAllowed'>, uploadKey: (id: string) => string,
  { accept, uploadJson }: { accept: Accept; uploadJson: UploadJson },
): ResumableUploads {
  const { db, signer, metrics, log } = deps;
  // Counts the bytes each PATCH wrote (as far as it got when the connection dropped).
  class CountingFileStore extends FileStore {
    override async write(readable: Readable, id: string, offset: number): Promise<number> {
      const end = await super.write(readable, id, offset);
      metrics.uploadBytesReceived(end - offset);
      log.debug({ uploadId: id, offset, length: end - offset }, 'Resumable upload chunk received');
      return end;
    }
  }
  const store = new CountingFileStore({ directory: deps.blobs.uploadsDir(), expirationPeriodInMilliseconds: PARTIAL_LIFETIME_MS });
  // Uploads never finished nor cancelled leave their partial bytes: swept when another upload is created.
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    store.deleteExpired().catch((err: unknown) => log.warn({ err }, 'Could not remove expired partial uploads'));
  };
  const exists = (id: string) => store.getUpload(id).then(() => true, () => false);
  const slotOf = (id: string) => db.selectFrom('uploads').innerJoin('customers', 'customers.id', 'uploads.user_id')
    .selectAll('uploads').where('uploads.id', '=', id).where('customers.account_deleted', '=', false).executeTakeFirst();
  const query = (url: string) => new URL(url, 'http://localhost').searchParams;

  const server = new Server({
    path: '/storage-api/uploads',
    datastore: store,
    maxSize: 0,
    allowedOrigins: (origin) => origins.originAllowed(origin),
    getFileIdFromRequest: (req) => slotId(req.url),
    namingFunction: (req) => {
      const id = slotId(req.url);
      if (!id) throw refuse(404, 'No such upload.');
      return id;
    },
    // The upload's URL is the slot's signed URL (its expiry, signature and language kept), on the services' origin.
    generateUrl: (req, { id }) => `${deps.baseUrl}/storage-api/uploads/${id}/content${new URL(req.url).search}`,
    async onIncomingRequest(req, id) {
      const row = await slotOf(id);
      if (!row) throw refuse(404, 'No such upload.');
      const params = query(req.url);
      if (!signer.verify(row.user_id, uploadKey(id), params.get('expires') ?? undefined, params.get('signature') ?? undefined)) {
        throw refuse(403, 'The upload URL is invalid or expired.');
      }
      if (row.status !== 'PENDING') throw refuse(409, 'The content of this upload was already sent.');
      if (req.method === 'POST') {
        sweep();
        if (req.headers.get('upload-length') !== String(Number(row.declared_size))) {
          throw refuse(400, `Upload-Length must be the size declared for this upload (${row.declared_size} bytes).`);
        }
        // Claimed once, like the PUT (size is set once the bytes are checked); creating it again restarts it.
        const claimed = await db.updateTable('uploads').set({ size: 0 })
          .where('id', '=', id).where('status', '=', 'PENDING').where('size', 'is', null).returning('id').executeTakeFirst();
        if (!claimed && !(await exists(id))) throw refuse(409, 'The content of this upload was already sent.');
      }
      if (req.method === 'PATCH') {
        const offset = Number(req.headers.get('upload-offset'));
        const length = Number(req.headers.get('content-length') ?? 0);
        if (!Number.isSafeInteger(offset) || offset + length > Number(row.declared_size)) {
          throw refuse(413, `The upload would go beyond the size declared for it (${row.declared_size} bytes).`);
        }
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const row = await slotOf(upload.id);
        if (!row) throw refuse(404, 'No such upload.');
        const bytes = await readFile(join(store.directory, upload.id));
        const checked = await accept(row, bytes, query(req.url).get('language') ?? undefined);
        return {
          status_code: checked.status === 'REJECTED' ? 422 : 200,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(uploadJson(checked)),
        };
      } catch (error) {
        await db.updateTable('uploads').set({ size: null }).where('id', '=', upload.id).where('status', '=', 'PENDING').execute();
        throw error;
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, error) {
      if (!('status_code' in error)) log.error({ err: error }, 'Resumable upload failed');
      return undefined;
    },
  });

  return {
    handle: (req: Request, res, next) => {
      server.handle(req, res).catch(next);
    },
    async discard(uploadId) {
      if (await exists(uploadId)) await store.remove(uploadId).catch(() => undefined);
    },
  };
}
