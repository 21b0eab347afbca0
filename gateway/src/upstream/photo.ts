import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/photo-api';
import { notFound } from '../errors';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable } from './refusal';

export type UserSummary = components['schemas']['UserSummary'];
export type TimelineSummary = components['schemas']['TimelineSummary'];
export type ActivationStatus = components['schemas']['ActivationStatus'];
export type UpstreamPhoto = components['schemas']['Photo'];
export type PhotoPage = components['schemas']['PhotoPage'];
export type SortKey = components['schemas']['SortKey'];
export type SortOrder = components['schemas']['SortOrder'];
export type UpstreamAlbum = components['schemas']['Album'];
export type AlbumPage = components['schemas']['AlbumPage'];
export type AlbumNameRefusal = components['schemas']['AlbumNameError'];
/** Sort keys of album photos (GET /albums/{id}/photos): `uploaded` is not offered there. */
export type AlbumSortKey = Exclude<SortKey, 'uploaded'>;

export interface PageQuery {
  cursor?: string | null;
  limit: number;
  sortKey: SortKey;
  sortOrder: SortOrder;
}

export interface AlbumPageQuery {
  cursor?: string | null;
  limit: number;
}

export interface AlbumPhotosQuery extends PageQuery {
  sortKey: AlbumSortKey;
}

/** An album call the service may answer with a refused name (400 AlbumNameError): INVALID on the field `name`. */
export type AlbumNameResult<T> = Refusable<T, 'INVALID'>;
/** POST|DELETE /albums/{id}/photos: the ids not changed, or why the album refused all (404, 409). */
export type AlbumPhotosChange = Refusable<string[], 'NOT_FOUND' | 'SHARED_ALBUM_READ_ONLY'>;

/** Largest `limit` of GET /albums. */
export const ALBUMS_MAX_PAGE_SIZE = 100;
/** Most photo ids per POST|DELETE /albums/{id}/photos call. */
export const ALBUM_PHOTOS_BATCH_SIZE = 500;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The service's 400 AlbumNameError as a refusal of the `name` field. */
const nameRefused = ({ message }: AlbumNameRefusal) => refused('INVALID', { message, fieldErrors: [{ field: 'name', message }] }, message);

const isNameRefusal = (error: unknown): error is AlbumNameRefusal =>
  typeof error === 'object' && error !== null && ['REQUIRED', 'INVALID'].includes((error as AlbumNameRefusal).code)
  && typeof (error as AlbumNameRefusal).message === 'string';

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
  /** A photo by image id (GET /photos/{photoId}, one call per id, the request's ids in parallel); null when not the viewer's. */
  photo(imageId: string): Promise<UpstreamPhoto | null>;
  /** GET /photos/{id} (uncached); null on 404. */
  getPhoto(imageId: string): Promise<UpstreamPhoto | null>;
  /** POST /photos: registers finished uploads as photos. */
  registerUploads(uploadIds: string[]): Promise<{ images: UpstreamPhoto[]; failed: string[] }>;
  /** DELETE /photos: answers the ids that were not deleted. */
  deletePhotos(photoIds: string[]): Promise<{ failed: string[]; notFound?: string[] }>;
  /** DELETE /photos/all. */
  deleteAllPhotos(): Promise<{ deletedCount: number }>;
  /**
   * GET /albums?displaySharedData=true: one page of own albums (own shared ones included, `isShared`), covers
   * inline; exactly one REST call per page. The albums prime the by-id album cache.
   */
  listAlbums(query: AlbumPageQuery): Promise<AlbumPage>;
  /** An own album by id through a per-request DataLoader (GET /albums/{id}); null on 404 or a malformed id. */
  album(albumId: string): Promise<UpstreamAlbum | null>;
  /** POST /albums; a refused name (400) is a result, not an error. */
  createAlbum(name: string): Promise<AlbumNameResult<{ albumId: string; albumName: string }>>;
  /** PATCH /albums/{id}; a refused name (400) is a result; null when the album is not the customer's (404). */
  renameAlbum(albumId: string, name: string): Promise<AlbumNameResult<UpstreamAlbum> | null>;
  /** DELETE /albums/{id}; false when it was already gone (404). */
  deleteAlbum(albumId: string): Promise<boolean>;
  /** GET /albums/{id}/photos: one page of an own album's photos (one REST call); 404 is NOT_FOUND. */
  albumPhotos(albumId: string, query: AlbumPhotosQuery): Promise<PhotoPage>;
  /** POST /albums/{id}/photos (≤ 500 ids): the ids not added, or the album's refusal (404, 409 shared). */
  addAlbumPhotos(albumId: string, photoIds: string[]): Promise<AlbumPhotosChange>;
  /** DELETE /albums/{id}/photos (≤ 500 ids): the ids not removed, or the album's refusal (404, 409 shared). */
  removeAlbumPhotos(albumId: string, photoIds: string[]): Promise<AlbumPhotosChange>;
  /** Forgets everything cached for this request (after a mutation, so payloads re-read fresh data). */
  clearCaches(): void;
}

const once = <T>(load: () => Promise<T>) => new DataLoader<'me', T>(async (keys) => {
  const value = await load();
  return keys.map(() => value);
});

export function createPhotoApi(ctx: UpstreamContext): PhotoApi {
  const service: ServiceInfo = { name: 'photo', label: 'photo service', baseUrl: ctx.config.photoApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Photo API');

  const fetchUserSummary = async () =>
    body((await call('GET', '/users', () => client.GET('/users'))).data, 'GET /users');
  const summary = once(fetchUserSummary);
  const timeline = once(async () => body((await call('GET', '/users/timeline',
    () => client.GET('/users/timeline'))).data, 'GET /users/timeline'));
  const activation = once(async () => body((await call('GET', '/users/activate',
    () => client.GET('/users/activate'))).data, 'GET /users/activate'));

  const byId = perKeyLoader(async (photoId: string): Promise<UpstreamPhoto | null> => {
    if (!UUID.test(photoId)) return null;
    const { data, response } = await call('GET', '/photos/{photoId}', () =>
      client.GET('/photos/{photoId}', { params: { path: { photoId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /photos/{photoId}');
  }, { cacheKeyFn: (id) => id.toLowerCase() });

  const albumById = perKeyLoader(async (albumId: string): Promise<UpstreamAlbum | null> => {
    if (!UUID.test(albumId)) return null;
    const { data, response } = await call('GET', '/albums/{albumId}', () =>
      client.GET('/albums/{albumId}', { params: { path: { albumId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /albums/{albumId}');
  });
  const albumGone = (albumId: string) => notFound(`No album ${albumId} for this customer.`);
  /** POST/DELETE /albums/{id}/photos: 404 and 409 are refusals (results), not errors. */
  const changeAlbumPhotos = async (method: 'POST' | 'DELETE', albumId: string, photoIds: string[]): Promise<AlbumPhotosChange> => {
    if (!UUID.test(albumId)) return refused('NOT_FOUND', undefined, 'Album not found');
    const init = { params: { path: { albumId } }, body: { photoIds } };
    const { data, error, response } = await call(method, '/albums/{albumId}/photos', () => method === 'POST'
      ? client.POST('/albums/{albumId}/photos', init)
      : client.DELETE('/albums/{albumId}/photos', init), [404, 409]);
    if (response.status === 404) return refused('NOT_FOUND', error, 'Album not found');
    if (response.status === 409) return refused('SHARED_ALBUM_READ_ONLY', error, 'Shared albums are read-only');
    albumById.clear(albumId);
    return accepted(body(data, `${method} /albums/{albumId}/photos`).failed);
  };

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
      const { data } = await call('POST', '/users/activate', () => client.POST('/users/activate'));
      const status = body(data, 'POST /users/activate');
      activation.clearAll().prime('me', status);
      return status;
    },
    async timelineMonth(year, month, q) {
      const { data } = await call('GET', '/photos/timeline/{year}/{month}', () =>
        client.GET('/photos/timeline/{year}/{month}', { params: { path: { year, month }, query: pageQuery(q) } }));
      return primed(body(data, 'GET /photos/timeline'));
    },
    async listPhotos(q) {
      const { data } = await call('GET', '/photos', () => client.GET('/photos', { params: { query: pageQuery(q) } }));
      return primed(body(data, 'GET /photos'));
    },
    photo: (imageId) => byId.load(imageId),
    async getPhoto(imageId) {
      const { data, response } = await call('GET', '/photos/{photoId}', () =>
        client.GET('/photos/{photoId}', { params: { path: { photoId: imageId } } }), [404]);
      return response.status === 404 ? null : body(data, 'GET /photos/{photoId}');
    },
    async registerUploads(uploadIds) {
      const { data } = await call('POST', '/photos', () => client.POST('/photos', { body: { uploadIds } }));
      return body(data, 'POST /photos');
    },
    async deletePhotos(photoIds) {
      const { data } = await call('DELETE', '/photos', () => client.DELETE('/photos', { body: { photoIds } }));
      return body(data, 'DELETE /photos');
    },
    async deleteAllPhotos() {
      const { data } = await call('DELETE', '/photos/all', () => client.DELETE('/photos/all'));
      return body(data, 'DELETE /photos/all');
    },
    async listAlbums(q) {
      const { data } = await call('GET', '/albums', () => client.GET('/albums', {
        params: { query: { ...(q.cursor ? { cursor: q.cursor } : {}), limit: q.limit, displaySharedData: true } },
      }));
      const page = body(data, 'GET /albums');
      for (const album of page.albums) albumById.prime(album.albumId, album);
      return page;
    },
    album: (albumId) => albumById.load(albumId),
    async createAlbum(name) {
      const { data, error, response } = await call('POST', '/albums', () =>
        client.POST('/albums', { body: { name } }), [400]);
      if (response.status === 400) {
        if (isNameRefusal(error)) return nameRefused(error);
        throw new Error(`Photo API POST /albums answered 400 without an album name error: ${JSON.stringify(error)}`);
      }
      return accepted(body(data, 'POST /albums'));
    },
    async renameAlbum(albumId, name) {
      if (!UUID.test(albumId)) return null;
      const { data, error, response } = await call('PATCH', '/albums/{albumId}', () =>
        client.PATCH('/albums/{albumId}', { params: { path: { albumId } }, body: { name } }), [400, 404]);
      if (response.status === 404) return null;
      if (response.status === 400) {
        if (isNameRefusal(error)) return nameRefused(error);
        throw new Error(`Photo API PATCH /albums answered 400 without an album name error: ${JSON.stringify(error)}`);
      }
      const album = body(data, 'PATCH /albums/{albumId}');
      albumById.clear(albumId).prime(albumId, album);
      return accepted(album);
    },
    async deleteAlbum(albumId) {
      if (!UUID.test(albumId)) return false;
      const { response } = await call('DELETE', '/albums/{albumId}', () =>
        client.DELETE('/albums/{albumId}', { params: { path: { albumId } } }), [404]);
      albumById.clear(albumId);
      return response.status !== 404;
    },
    async albumPhotos(albumId, q) {
      if (!UUID.test(albumId)) throw albumGone(albumId);
      const { data, response } = await call('GET', '/albums/{albumId}/photos', () =>
        client.GET('/albums/{albumId}/photos', { params: { path: { albumId }, query: { ...pageQuery(q), sortKey: q.sortKey } } }), [404]);
      if (response.status === 404) throw albumGone(albumId);
      return primed(body(data, 'GET /albums/{albumId}/photos'));
    },
    addAlbumPhotos: (albumId, photoIds) => changeAlbumPhotos('POST', albumId, photoIds),
    removeAlbumPhotos: (albumId, photoIds) => changeAlbumPhotos('DELETE', albumId, photoIds),
    clearCaches() {
      for (const loader of [summary, timeline, activation]) loader.clearAll();
      byId.clearAll();
      albumById.clearAll();
    },
  };
}
