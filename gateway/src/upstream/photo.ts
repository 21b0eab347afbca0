import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/photo-api';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';

export type UserSummary = components['schemas']['UserSummary'];
export type TimelineSummary = components['schemas']['TimelineSummary'];
export type ActivationStatus = components['schemas']['ActivationStatus'];
export type UpstreamPhoto = components['schemas']['Photo'];
export type PhotoPage = components['schemas']['PhotoPage'];
export type SortKey = components['schemas']['SortKey'];
export type SortOrder = components['schemas']['SortOrder'];

export interface PageQuery {
  cursor?: string | null;
  limit: number;
  sortKey: SortKey;
  sortOrder: SortOrder;
}

/** GET /photos?ids= accepts at most this many ids: the by-id DataLoader batches up to it. */
export const PHOTOS_BY_ID_BATCH_SIZE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PhotoApi {
  /** GET /users (photo and album counts), once per request. */
  userSummary(): Promise<UserSummary>;
  /** GET /users without the per-request cache (used by polling subscriptions). */
  fetchUserSummary(): Promise<UserSummary>;
  /** GET /users/timeline (counts per year and month), once per request. */
  timelineSummary(): Promise<TimelineSummary>;
  /** GET /users/activate, once per request. */
  activationStatus(): Promise<ActivationStatus>;
  /** POST /users/activate; the answer replaces the cached status. */
  activate(): Promise<ActivationStatus>;
  /** GET /photos/timeline/{year}/{month}: exactly one REST call per page; the photos prime the by-id cache. */
  timelineMonth(year: number, month: number, query: PageQuery): Promise<PhotoPage>;
  /** GET /photos: one page of all photos. */
  listPhotos(query: PageQuery): Promise<PhotoPage>;
  /** A photo by image id, batched per request through GET /photos?ids= (≤ 100 per call); null when not the viewer's. */
  photo(imageId: string): Promise<UpstreamPhoto | null>;
  /** GET /photos/{id} (uncached); null on 404. */
  getPhoto(imageId: string): Promise<UpstreamPhoto | null>;
  /** POST /photos: registers finished uploads as photos. */
  registerUploads(uploadIds: string[]): Promise<{ images: UpstreamPhoto[]; failed: string[] }>;
  /** DELETE /photos: answers the ids that were not deleted. */
  deletePhotos(photoIds: string[]): Promise<{ failed: string[] }>;
  /** DELETE /photos/all. */
  deleteAllPhotos(): Promise<{ deletedCount: number }>;
  /** Forgets everything cached for this request (after a mutation, so payloads re-read fresh data). */
  clearCaches(): void;
}

const once = <T>(load: () => Promise<T>) => new DataLoader<'me', T>(async (keys) => {
  const value = await load();
  return keys.map(() => value);
});

export function createPhotoApi(ctx: UpstreamContext): PhotoApi {
  const service: ServiceInfo = { name: 'photo', label: 'photo service', baseUrl: ctx.config.photoApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  const call = <R extends { response: Response; error?: unknown }>(
    method: string, path: string, run: (init: { signal: AbortSignal }) => Promise<R>, allow: number[] = [],
  ) => callUpstream(service, ctx, { method, path }, run, allow);
  const body = <T>(data: T | undefined, what: string): T => {
    if (data === undefined) throw new Error(`Photo API ${what} answered without a body.`);
    return data;
  };

  const fetchUserSummary = async () =>
    body((await call('GET', '/users', (init) => client.GET('/users', init))).data, 'GET /users');
  const summary = once(fetchUserSummary);
  const timeline = once(async () => body((await call('GET', '/users/timeline',
    (init) => client.GET('/users/timeline', init))).data, 'GET /users/timeline'));
  const activation = once(async () => body((await call('GET', '/users/activate',
    (init) => client.GET('/users/activate', init))).data, 'GET /users/activate'));

  const byId = new DataLoader<string, UpstreamPhoto | null>(async (keys) => {
    const ids = keys.filter((id) => UUID.test(id));
    if (ids.length === 0) return keys.map(() => null);
    const { data } = await call('GET', '/photos?ids=', (init) => client.GET('/photos', {
      ...init,
      params: { query: { ids, limit: ids.length } },
      querySerializer: { array: { style: 'form', explode: false } },
    }));
    const found = new Map(body(data, 'GET /photos?ids=').images.map((p) => [p.imageId.toLowerCase(), p]));
    return keys.map((id) => found.get(id.toLowerCase()) ?? null);
  }, { maxBatchSize: PHOTOS_BY_ID_BATCH_SIZE });

  const primed = (page: PhotoPage) => {
    for (const photo of page.images) byId.prime(photo.imageId, photo);
    return page;
  };
  const pageQuery = (q: PageQuery) => ({
    ...(q.cursor ? { cursor: q.cursor } : {}), limit: q.limit, sortKey: q.sortKey, sortOrder: q.sortOrder,
  });

  return {
    userSummary: () => summary.load('me'),
    fetchUserSummary,
    timelineSummary: () => timeline.load('me'),
    activationStatus: () => activation.load('me'),
    async activate() {
      const { data } = await call('POST', '/users/activate', (init) => client.POST('/users/activate', init));
      const status = body(data, 'POST /users/activate');
      activation.clearAll().prime('me', status);
      return status;
    },
    async timelineMonth(year, month, q) {
      const { data } = await call('GET', `/photos/timeline/${year}/${month}`, (init) =>
        client.GET('/photos/timeline/{year}/{month}', { ...init, params: { path: { year, month }, query: pageQuery(q) } }));
      return primed(body(data, 'GET /photos/timeline'));
    },
    async listPhotos(q) {
      const { data } = await call('GET', '/photos', (init) => client.GET('/photos', { ...init, params: { query: pageQuery(q) } }));
      return primed(body(data, 'GET /photos'));
    },
    photo: (imageId) => byId.load(imageId),
    async getPhoto(imageId) {
      const { data, response } = await call('GET', '/photos/{photoId}', (init) =>
        client.GET('/photos/{photoId}', { ...init, params: { path: { photoId: imageId } } }), [404]);
      return response.status === 404 ? null : body(data, 'GET /photos/{photoId}');
    },
    async registerUploads(uploadIds) {
      const { data } = await call('POST', '/photos', (init) => client.POST('/photos', { ...init, body: { uploadIds } }));
      return body(data, 'POST /photos');
    },
    async deletePhotos(photoIds) {
      const { data } = await call('DELETE', '/photos', (init) => client.DELETE('/photos', { ...init, body: { photoIds } }));
      return body(data, 'DELETE /photos');
    },
    async deleteAllPhotos() {
      const { data } = await call('DELETE', '/photos/all', (init) => client.DELETE('/photos/all', init));
      return body(data, 'DELETE /photos/all');
    },
    clearCaches() {
      for (const loader of [summary, timeline, activation]) loader.clearAll();
      byId.clearAll();
    },
  };
}
