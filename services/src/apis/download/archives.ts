// The archive of a finished download: GET /archives/<downloadId>?expires&signature — no bearer (the browser follows
// the URL), the signature must be the download owner's (a URL signed for any other account, tampered or expired is
// 403; a deleted account's: 404). The file is streamed from disk as an attachment.
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { ArchiveStore } from '../../archive/store';
import { UUID, type LibraryDeps } from '../../library/deps';
import { downloadJson } from '../../library/downloads';
import type { OriginRule } from '../../oidc/redirects';
import { productCors } from '../storage/cors';

/** What a download's URL signs. */
export const archiveKey = (downloadId: string) => `d.${downloadId}`;

export function archiveRoutes({ db, signer }: LibraryDeps, archives: ArchiveStore, origins: OriginRule): Router {
  const router = Router();
  router.all('/archives/:downloadId', productCors(origins, 'GET, OPTIONS'));
  router.get('/archives/:downloadId', async (req: Request, res: Response) => {
    const id = String(req.params.downloadId);
    const row = UUID.test(id)
      ? await db.selectFrom('downloads').innerJoin('customers', 'customers.id', 'downloads.user_id').selectAll('downloads')
        .where('downloads.id', '=', id).where('customers.account_deleted', '=', false).executeTakeFirst()
      : undefined;
    if (!row) return void res.status(404).json({ message: 'No such archive.' });
    if (!signer.verify(row.user_id, archiveKey(row.id), req.query.expires, req.query.signature)) {
      return void res.status(403).json({ message: 'The URL is invalid or expired.' });
    }
    const size = row.status === 'FINISHED' ? await archives.size(row.id) : undefined;
    if (size === undefined) return void res.status(404).json({ message: 'No such archive.' });
    const { fileName } = downloadJson(row);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(createReadStream(archives.path(row.id)), res);
  });
  return router;
}
