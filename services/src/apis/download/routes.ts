// Download API (contracts/download-api.yaml), mounted at /download-api: the customer's downloads (own only; others'
// ids are 404), new library and shared-album downloads (1-100 photos, their manifests fixed in the background by archive/jobs.ts),
// signed archive URLs. The archive itself (signed, no bearer) is ./archives.ts; the live connection is
// push/socket.ts at /download-api/live.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/download-api';
import type { DownloadJobs } from '../../archive/jobs';
import { signedUrl } from '../../blob/signing';
import type { DownloadPhoto } from '../../db/schema';
import { findSharedAlbum } from '../../library/albums';
import { UUID, type LibraryDeps } from '../../library/deps';
import {
  albumPhotos, countRefusal, DOWNLOAD_MAX_PHOTOS, DOWNLOAD_NAME_MAX, downloadJson, findDownload, insertDownload, ownPhotos,
  type Download, type DownloadRefusal,
} from '../../library/downloads';
import type { OriginRule } from '../../oidc/redirects';
import { jsonBody, MAX_IDS_PER_REQUEST } from '../limits';
import { archiveKey, archiveRoutes } from './archives';

type ErrorBody = components['schemas']['Error'];
type UrlBody = { url: string; expiresAt: string };
type Answer = Response<Download | DownloadRefusal | ErrorBody>;

const NOT_FOUND: ErrorBody = { message: 'No such download.' };
const invalid = (message: string): DownloadRefusal => ({ code: 'INVALID', message });
/** A list longer than any list of distinct photos could be is refused before it is looked at. */
const tooLong = (list: unknown[]) => list.length > MAX_IDS_PER_REQUEST ? countRefusal(DOWNLOAD_MAX_PHOTOS + 1) : undefined;

/** The common fields of both POST bodies; a string is a refusal. */
function parseCommon(body: Record<string, unknown>): { id?: string; name?: string | null } | string {
  const { id, name } = body;
  if (id !== undefined && (typeof id !== 'string' || !UUID.test(id))) return '`id` must be a uuid.';
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > DOWNLOAD_NAME_MAX)) {
    return `\`name\` must be a text of at most ${DOWNLOAD_NAME_MAX} characters.`;
  }
  return { id: id?.toLowerCase(), name: typeof name === 'string' ? name.trim() || null : undefined };
}

const isPhotoRef = (p: unknown): p is DownloadPhoto =>
  typeof p === 'object' && p !== null && typeof (p as DownloadPhoto).photoId === 'string' && typeof (p as DownloadPhoto).ownerId === 'string';

export interface DownloadRouteDeps {
  library: LibraryDeps;
  jobs: DownloadJobs;
  bearer: RequestHandler;
  origins: OriginRule;
}

export function downloadRoutes({ library: deps, jobs, bearer, origins }: DownloadRouteDeps): Router {
  const { db } = deps;
  const router = Router();
  router.use(archiveRoutes(deps, origins));
  router.use(bearer, jsonBody());

  /** Inserts (or finds again, for a repeated id) and queues the build; 202 with the download. */
  const start = async (res: Answer, userId: string, values: Parameters<typeof insertDownload>[2]) => {
    const result = await insertDownload(db, userId, values);
    if ('conflict' in result) {
      res.status(409).json({ message: 'This download id is already taken.' });
      return;
    }
    if (result.created) {
      await jobs.purgeExpired();
      jobs.enqueue(result.row.id);
    }
    res.status(202).json(downloadJson(result.row));
  };

  router.get('/downloads', async (req: Request, res: Response<{ items: Download[] }>) => {
    const rows = await db.selectFrom('downloads').selectAll().where('user_id', '=', req.accountId!)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
    res.json({ items: rows.map(downloadJson) });
  });

  router.post('/downloads', async (req: Request, res: Answer) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const common = parseCommon(body);
    if (typeof common === 'string') return void res.status(400).json(invalid(common));
    const ids = body.photos;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      return void res.status(400).json(invalid('`photos` must be a list of photo ids.'));
    }
    const refused = tooLong(ids) ?? countRefusal(new Set(ids.map((id) => id.toLowerCase())).size);
    if (refused) return void res.status(400).json(refused);
    const photos = await ownPhotos(db, req.accountId!, ids);
    if (!Array.isArray(photos)) return void res.status(400).json(photos);
    await start(res, req.accountId!, { id: common.id, name: common.name ?? null, albumId: null, photos });
  });

  router.post('/shared-album-downloads', async (req: Request, res: Answer) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const common = parseCommon(body);
    if (typeof common === 'string') return void res.status(400).json(invalid(common));
    const { albumId, photos: refs } = body;
    if (typeof albumId !== 'string') return void res.status(400).json(invalid('`albumId` is required.'));
    if (!Array.isArray(refs) || !refs.every(isPhotoRef)) {
      return void res.status(400).json(invalid('`photos` must be a list of {photoId, ownerId}.'));
    }
    const refused = tooLong(refs) ?? countRefusal(new Set(refs.map((p) => p.photoId.toLowerCase())).size);
    if (refused) return void res.status(400).json(refused);
    const album = await findSharedAlbum(db, albumId, req.accountId!);
    if (!album) return void res.status(404).json({ message: 'No such shared album.' });
    const photos = await albumPhotos(db, album.row.id, refs);
    if (!Array.isArray(photos)) return void res.status(400).json(photos);
    const name = common.name === undefined ? album.row.name : common.name;
    await start(res, req.accountId!, { id: common.id, name, albumId: album.row.id, photos });
  });

  router.get('/downloads/:downloadId', async (req: Request, res: Response<Download | ErrorBody>) => {
    const row = await findDownload(db, req.accountId!, String(req.params.downloadId));
    if (!row) return void res.status(404).json(NOT_FOUND);
    res.json(downloadJson(row));
  });

  router.get('/downloads/:downloadId/url', async (req: Request, res: Response<UrlBody | ErrorBody>) => {
    const row = await findDownload(db, req.accountId!, String(req.params.downloadId));
    if (!row) return void res.status(404).json(NOT_FOUND);
    if (row.status !== 'FINISHED') return void res.status(409).json({ message: `The archive is ${row.status}, not FINISHED.` });
    const signature = deps.signer.sign(row.user_id, archiveKey(row.id));
    res.json({
      url: signedUrl(deps.baseUrl, `/download-api/archives/${row.id}`, signature),
      expiresAt: new Date(signature.expires * 1000).toISOString(),
    });
  });

  return router;
}
