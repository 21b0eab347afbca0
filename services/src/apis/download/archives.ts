// The archive of a finished download: GET (and HEAD) /archives/<downloadId>?expires&signature — no bearer (the
// browser follows the URL), the signature must be the download owner's (a URL signed for any other account, tampered
// or expired is 403; a deleted account's: 404). The zip is never stored: its bytes are computed from the download's
// manifest on each request (archive/zipLayout.ts, archive/stream.ts), the originals streamed straight from the blob
// store. Exact Content-Length, a strong ETag of the manifest, one byte range per request (Range, If-Range: 206, 416).
// A photo deleted since the manifest was fixed (or its original gone or of another size) is 410 before the first
// byte; found out half-way, the response is cut off (a truncated download, never a wrong zip).
import { Router, type Request, type Response } from 'express';
import { checkManifest, fixManifest, MissingPhoto, zipEntries } from '../../archive/manifest';
import { archiveEtag, closedByConsumer, sendArchive } from '../../archive/send';
import { zipLayout } from '../../archive/zipLayout';
import type { ManifestEntry } from '../../db/schema';
import { parseRange } from '../../http/range';
import { UUID, type LibraryDeps } from '../../library/deps';
import { downloadJson } from '../../library/downloads';
import type { OriginRule } from '../../oidc/redirects';
import { productCors } from '../storage/cors';

/** What a download's URL signs. */
export const archiveKey = (downloadId: string) => `d.${downloadId}`;

export function archiveRoutes({ db, signer, blobs, log }: LibraryDeps, origins: OriginRule): Router {
  const router = Router();
  router.all('/archives/:downloadId', productCors(origins, 'GET, HEAD, OPTIONS'));
  // Express answers HEAD with this GET route (no body is sent for HEAD).
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
    if (row.status !== 'FINISHED') return void res.status(404).json({ message: 'No such archive.' });
    let manifest: ManifestEntry[] | null = row.manifest;
    let gone: string | undefined;
    if (!manifest) {
      // Finished by an earlier version (the zip was a file then): its manifest is fixed now, once.
      try {
        manifest = await fixManifest(db, blobs, row.photos);
        const { size } = zipLayout(zipEntries(manifest));
        await db.updateTable('downloads').set({ manifest: JSON.stringify(manifest), size }).where('id', '=', row.id).execute();
      } catch (error) {
        if (!(error instanceof MissingPhoto)) throw error;
        gone = error.message;
      }
    }
    gone ??= await checkManifest(db, blobs, manifest!);
    if (gone) return void res.status(410).json({ code: 'ARCHIVE_GONE', message: `This archive can no longer be downloaded: ${gone}` });

    const entries = zipEntries(manifest!);
    const layout = zipLayout(entries);
    const etag = archiveEtag(row.id, entries);
    const { fileName } = downloadJson(row);
    res.set({ 'Cache-Control': 'private, no-store', 'Accept-Ranges': 'bytes', ETag: etag });
    // If-Range: the range only while the archive is the one the client has part of (this ETag; no date matches).
    const ifRange = req.get('if-range');
    const range = req.method === 'GET' && (ifRange === undefined || ifRange === etag)
      ? parseRange(req.get('range'), layout.size)
      : { kind: 'full' as const };
    if (range.kind === 'unsatisfiable') {
      res.set('Content-Range', `bytes */${layout.size}`);
      return void res.status(416).json({ message: 'The range is not satisfiable.' });
    }
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'X-Content-Type-Options': 'nosniff',
    });
    const [start, end] = range.kind === 'range' ? [range.start, range.end] : [0, layout.size - 1];
    if (range.kind === 'range') res.status(206).set('Content-Range', `bytes ${start}-${end}/${layout.size}`);
    res.set('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD' || end < start) return void res.end();

    const open = async (index: number) => {
      const file = await blobs.open(manifest![index]!.contentHash, 'original');
      if (!file) throw new Error(`the original of ${manifest![index]!.name} is missing`);
      return file;
    };
    try {
      await sendArchive(layout, open, res, start, end);
    } catch (error) {
      // The client went away, or an original broke off: the response is cut off (sendArchive destroyed it).
      if (!closedByConsumer(error)) log.warn({ err: error, downloadId: row.id }, 'an archive download was cut off');
    }
  });
  return router;
}
