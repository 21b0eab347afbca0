import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/shared-albums-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { UUID, type AlbumSortKey, type SortOrder } from './photo';

export type SharedAlbumsSummary = components['schemas']['SharedAlbumsSummary'];
export type UpstreamSharedAlbum = components['schemas']['SharedAlbum'];
export type UpstreamParticipant = components['schemas']['Participant'];
export type SharedAlbumPhoto = components['schemas']['SharedAlbumPhoto'];
export interface SharedAlbumPage {
  cursor: string | null;
  albums: UpstreamSharedAlbum[];
}
export interface SharedAlbumPhotoPage {
  cursor: string | null;
  images: SharedAlbumPhoto[];
}
export interface Participants {
  owner: UpstreamParticipant;
  participants: UpstreamParticipant[];
}

/** Largest `limit` of GET /shared-albums. */
export const SHARED_ALBUMS_MAX_PAGE_SIZE = 100;

export interface SharedAlbumsApi {
  /** GET /users (read / granted counts), once per request. */
  summary(): Promise<SharedAlbumsSummary>;
  /** GET /shared-albums: one page of the albums shared with the customer (participant); primes the by-id cache. */
  list(query: { cursor?: string | null; limit: number }): Promise<SharedAlbumPage>;
  /** A shared album the customer owns or takes part in (GET /shared-albums/{id}, per-request DataLoader); null on 404. */
  album(albumId: string): Promise<UpstreamSharedAlbum | null>;
  /** Owner and participants (GET /shared-albums/{id}/participants, per-request DataLoader); null on 404. */
  participants(albumId: string): Promise<Participants | null>;
  /** GET /shared-albums/{id}/photos: one page (one REST call); photos carry their ownerId; null on 404. */
  photos(albumId: string, query: { cursor?: string | null; limit: number; sortKey: AlbumSortKey; sortOrder: SortOrder }): Promise<SharedAlbumPhotoPage | null>;
  /** DELETE /shared-albums/{id} (for everyone as owner, for this customer as participant); false when already gone. */
  deleteAlbum(albumId: string): Promise<boolean>;
  /** Forgets everything cached for this request. */
  clearCaches(): void;
}

export function createSharedAlbumsApi(ctx: UpstreamContext): SharedAlbumsApi {
  const service: ServiceInfo = { name: 'sharedAlbums', label: 'shared albums service', baseUrl: ctx.config.sharedAlbumsApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Shared albums API');

  const summary = new DataLoader<'me', SharedAlbumsSummary>(async (keys) => {
    const { data } = await call('GET', '/users', () => client.GET('/users'));
    const value = body(data, 'GET /users');
    return keys.map(() => value);
  });
  // No batch endpoint upstream: the loaders dedupe and cache per request (one call per album id at most).
  const byId = perKeyLoader(async (albumId: string): Promise<UpstreamSharedAlbum | null> => {
    if (!UUID.test(albumId)) return null;
    const { data, response } = await call('GET', '/shared-albums/{albumId}', () =>
      client.GET('/shared-albums/{albumId}', { params: { path: { albumId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /shared-albums/{albumId}');
  });
  const participants = perKeyLoader(async (albumId: string): Promise<Participants | null> => {
    if (!UUID.test(albumId)) return null;
    const { data, response } = await call('GET', '/shared-albums/{albumId}/participants', () =>
      client.GET('/shared-albums/{albumId}/participants', { params: { path: { albumId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /shared-albums/{albumId}/participants');
  });

  return {
    summary: () => summary.load('me'),
    async list(q) {
      const { data } = await call('GET', '/shared-albums', () => client.GET('/shared-albums', {
        params: { query: { ...(q.cursor ? { cursor: q.cursor } : {}), limit: q.limit } },
      }));
      const page = body(data, 'GET /shared-albums');
      for (const album of page.albums) {
        byId.prime(album.albumId, album);
        participants.prime(album.albumId, { owner: album.owner, participants: album.participants });
      }
      return page;
    },
    album: (albumId) => byId.load(albumId),
    participants: (albumId) => participants.load(albumId),
    async photos(albumId, q) {
      if (!UUID.test(albumId)) return null;
      const { data, response } = await call('GET', '/shared-albums/{albumId}/photos', () =>
        client.GET('/shared-albums/{albumId}/photos', {
          params: {
            path: { albumId },
            query: { ...(q.cursor ? { cursor: q.cursor } : {}), limit: q.limit, sortKey: q.sortKey, sortOrder: q.sortOrder },
          },
        }), [404]);
      if (response.status === 404) return null;
      return body(data, 'GET /shared-albums/{albumId}/photos');
    },
    async deleteAlbum(albumId) {
      if (!UUID.test(albumId)) return false;
      const { response } = await call('DELETE', '/shared-albums/{albumId}', () =>
        client.DELETE('/shared-albums/{albumId}', { params: { path: { albumId } } }), [404]);
      byId.clear(albumId);
      participants.clear(albumId);
      return response.status !== 404;
    },
    clearCaches() {
      summary.clearAll();
      byId.clearAll();
      participants.clearAll();
    },
  };
}
