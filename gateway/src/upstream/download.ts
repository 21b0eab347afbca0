import type { components, paths } from '@my-account/services/contracts/download-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { UUID } from './photo';
import { accepted, refused, type Refusable } from './refusal';

export type UpstreamDownload = components['schemas']['Download'];
export type DownloadRefusal = components['schemas']['DownloadRefusal'];
export type SharedPhotoRef = { photoId: string; ownerId: string };

/** Most photos in one download (spec §5, §9). */
export const DOWNLOAD_MAX_PHOTOS = 100;

/** A POST the service refused (400): its code, and which photo ids when they are not the customer's (`failed`). */
export type CreateResult = Refusable<UpstreamDownload, DownloadRefusal['code'], { failed: string[] }>;

const isRefusal = (error: unknown): error is DownloadRefusal =>
  typeof error === 'object' && error !== null && typeof (error as DownloadRefusal).code === 'string'
  && typeof (error as DownloadRefusal).message === 'string';

export interface DownloadApi {
  /** GET /downloads: the customer's downloads, newest first; primes the by-id cache. */
  list(): Promise<UpstreamDownload[]>;
  /** One download through a per-request DataLoader (GET /downloads/{id}); null on 404 or a malformed id. */
  download(downloadId: string): Promise<UpstreamDownload | null>;
  /** GET /downloads/{id} without the per-request cache (subscription events, which share one context). */
  fetchDownload(downloadId: string): Promise<UpstreamDownload | null>;
  /** GET /downloads/{id}/url: the signed archive URL; null when not FINISHED (409) or not the customer's (404). */
  url(downloadId: string): Promise<string | null>;
  /** POST /downloads {id, name, photos}; a 400 refusal is a result. */
  create(body: { id: string; name: string | null; photos: string[] }): Promise<CreateResult>;
  /** POST /shared-album-downloads {id, name, albumId, photos}; a 400 refusal is a result; 404 (album) is null. */
  createForSharedAlbum(body: { id: string; name?: string; albumId: string; photos: SharedPhotoRef[] }): Promise<CreateResult | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

export function createDownloadApi(ctx: UpstreamContext): DownloadApi {
  const service: ServiceInfo = { name: 'download', label: 'download service', baseUrl: ctx.config.downloadApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Download API');
  const created = (what: string, { data, error, response }: { data?: UpstreamDownload; error?: unknown; response: Response }): CreateResult => {
    if (response.status !== 400) return accepted(body(data, what));
    if (isRefusal(error)) return { ...refused(error.code, error, error.message), failed: error.failed ?? [] };
    throw new Error(`Download API ${what} answered 400 without a refusal: ${JSON.stringify(error)}`);
  };

  const fetchDownload = async (downloadId: string) => {
    if (!UUID.test(downloadId)) return null;
    const { data, response } = await call('GET', '/downloads/{downloadId}', () =>
      client.GET('/downloads/{downloadId}', { params: { path: { downloadId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /downloads/{downloadId}');
  };
  // No batch endpoint upstream: the loader dedupes and caches per request (one call per download id at most).
  const byId = perKeyLoader(fetchDownload);

  return {
    async list() {
      const { data } = await call('GET', '/downloads', () => client.GET('/downloads'));
      const { items } = body(data, 'GET /downloads');
      for (const item of items) byId.prime(item.id, item);
      return items;
    },
    download: (downloadId) => byId.load(downloadId),
    fetchDownload,
    async url(downloadId) {
      if (!UUID.test(downloadId)) return null;
      const { data, response } = await call('GET', '/downloads/{downloadId}/url', () =>
        client.GET('/downloads/{downloadId}/url', { params: { path: { downloadId } } }), [404, 409]);
      return response.ok ? body(data, 'GET /downloads/{downloadId}/url').url : null;
    },
    async create(request) {
      return created('POST /downloads', await call('POST', '/downloads', () =>
        client.POST('/downloads', { body: request }), [400]));
    },
    async createForSharedAlbum(request) {
      const result = await call('POST', '/shared-album-downloads', () =>
        client.POST('/shared-album-downloads', { body: request }), [400, 404]);
      return result.response.status === 404 ? null : created('POST /shared-album-downloads', result);
    },
    clearCaches: () => void byId.clearAll(),
  };
}
