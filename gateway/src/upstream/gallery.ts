import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/widget-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable, type Refused } from './refusal';

export type UpstreamGalleryEntry = components['schemas']['GalleryEntry'];
export type UpstreamGalleryCategory = components['schemas']['GalleryCategory'];

/**
 * Why the gallery refused a change: INVALID (400, `fieldErrors`), NO_WIDGET (401: no online version of the customer's),
 * NOT_FOUND (404: no entry on that channel), EXISTS / NOT_READY / BLOCKED (409 ALREADY_EXISTS, NOT_READY, BLOCKED).
 */
export type GalleryRefusal = Refused<'INVALID' | 'NO_WIDGET' | 'NOT_FOUND' | 'EXISTS' | 'NOT_READY' | 'BLOCKED'>;

export type GalleryResult<T> = Refusable<T, GalleryRefusal['refused']>;

export interface GalleryApi {
  /** GET /v1/categories: the fixed list, in display order; once per request. */
  categories(): Promise<UpstreamGalleryCategory[]>;
  /** GET /v1/galleryentries/{code}?channel=: the entry; null when none (404) or no widget of the customer's (401). */
  entry(productCode: string, channel: string): Promise<UpstreamGalleryEntry | null>;
  /** POST /v1/galleryentries/ with 1-3 category codes; refusals (400, 401, 409) are results. */
  create(productCode: string, channel: string, categories: string[]): Promise<GalleryResult<UpstreamGalleryEntry>>;
  /** PUT /v1/galleryentries/{code}?channel= replacing the categories; refusals (400, 401, 404) are results. */
  update(productCode: string, channel: string, categories: string[]): Promise<GalleryResult<UpstreamGalleryEntry>>;
  /** DELETE /v1/galleryentries/{code}?channel=; refusals (401, 404) are results. */
  remove(productCode: string, channel: string): Promise<GalleryResult<null>>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

const CONFLICTS: Readonly<Record<string, 'EXISTS' | 'NOT_READY' | 'BLOCKED'>> = { ALREADY_EXISTS: 'EXISTS', NOT_READY: 'NOT_READY', BLOCKED: 'BLOCKED' };

/** A refused change as a result (never a throw); null when the service answered OK. */
function refusalOf(status: number, error: unknown): GalleryRefusal | null {
  const fallback = `refused (${status})`;
  if (status === 400) return refused('INVALID', error, fallback);
  if (status === 401) return refused('NO_WIDGET', error, fallback);
  if (status === 404) return refused('NOT_FOUND', error, fallback);
  if (status === 409) return refused(CONFLICTS[(error as { code?: string } | undefined)?.code ?? ''] ?? 'NOT_READY', error, fallback);
  return null;
}

const entryKey = (productCode: string, channel: string) => JSON.stringify([productCode, channel]);

/** The widget service's public gallery of online photo books (one entry per widget and channel). */
export function createGalleryApi(ctx: UpstreamContext): GalleryApi {
  const service: ServiceInfo = { name: 'widget', label: 'widget service', baseUrl: ctx.config.widgetApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Widget API');
  const ENTRY = '/v1/galleryentries/{id}';

  const categories = new DataLoader<'all', UpstreamGalleryCategory[]>(async (keys) => {
    const { data } = await call('GET', '/v1/categories', () => client.GET('/v1/categories'));
    const items = body(data, 'GET /v1/categories').items;
    return keys.map(() => items);
  });
  // No batch endpoint: one call per photo book and channel, deduplicated for the request.
  const entries = perKeyLoader(async (key: string): Promise<UpstreamGalleryEntry | null> => {
    const [id = '', channel = ''] = JSON.parse(key) as string[];
    const { data, response } = await call('GET', ENTRY, () => client.GET(ENTRY, { params: { path: { id }, query: { channel } } }), [401, 404]);
    return response.ok ? body(data, `GET ${ENTRY}`) : null;
  });
  /** Remembers what a change left behind, so the payload's photo book reads its entry without another call. */
  const remember = (productCode: string, channel: string, entry: UpstreamGalleryEntry | null) =>
    entries.clear(entryKey(productCode, channel)).prime(entryKey(productCode, channel), entry);

  return {
    categories: () => categories.load('all'),
    entry: (productCode, channel) => entries.load(entryKey(productCode, channel)),
    async create(productCode, channel, codes) {
      const { data, error, response } = await call('POST', '/v1/galleryentries/', () =>
        client.POST('/v1/galleryentries/', { body: { widgetId: productCode, channel, categories: codes } }), [400, 401, 409]);
      const refusal = refusalOf(response.status, error);
      if (refusal) return refusal;
      const entry = body(data, 'POST /v1/galleryentries/');
      remember(productCode, channel, entry);
      return accepted(entry);
    },
    async update(productCode, channel, codes) {
      const { data, error, response } = await call('PUT', ENTRY, () =>
        client.PUT(ENTRY, { params: { path: { id: productCode }, query: { channel } }, body: { categories: codes } }), [400, 401, 404]);
      const refusal = refusalOf(response.status, error);
      if (refusal) return refusal;
      const entry = body(data, `PUT ${ENTRY}`);
      remember(productCode, channel, entry);
      return accepted(entry);
    },
    async remove(productCode, channel) {
      const { error, response } = await call('DELETE', ENTRY, () =>
        client.DELETE(ENTRY, { params: { path: { id: productCode }, query: { channel } } }), [401, 404]);
      const refusal = refusalOf(response.status, error);
      if (refusal) return refusal;
      remember(productCode, channel, null);
      return accepted(null);
    },
    clearCaches() {
      categories.clearAll();
      entries.clearAll();
    },
  };
}
