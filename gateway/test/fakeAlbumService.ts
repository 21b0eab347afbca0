import { http, HttpResponse } from 'msw';
import { fakePhoto, uuid, type FakePhoto, type FakeService } from './fakePhotoService';
import { PHOTO_API } from './helpers';

export const SHARED_ALBUMS_API = 'http://shared.test/shared-albums-api';
export const TEMP_SELECTION_API = 'http://temp.test/temp-selection-api';
export const PRINTS_EDITOR = 'http://editor.test/editor';

/** The signed-in customer (token subject) and two other customers. */
export const EMMA = { id: uuid(700_001), email: 'emma@example.com' };
export const SOPHIE = { id: uuid(700_002), email: 'sophie@example.com' };
export const LUCAS = { id: uuid(700_003), email: 'lucas@example.com' };

/** An album of the fake: `photoIds` in the order they were added (the cover is the last one). */
export interface FakeAlbum {
  albumId: string;
  albumName: string;
  ownerId: string;
  created: string;
  updated: string;
  isShared: boolean;
  participantIds: string[];
  photoIds: string[];
}

export interface FakeAlbumState {
  albums: FakeAlbum[];
  /** Photos of other customers (shared-album photos), by image id; Emma's photos are the photo fake's. */
  foreignPhotos: Map<string, FakePhoto & { ownerId: string }>;
  /** The shared albums service answers 500 to everything. */
  sharedDown: boolean;
  /** POST /albums and PATCH /albums/{id} refuse these names with 400 INVALID (rules the gateway does not know). */
  refuseNames: Set<string>;
  /** POST|DELETE /albums/{id}/photos answer 409 SHARED_ALBUM_READ_ONLY for these album ids. */
  conflictAlbums: Set<string>;
  tempSelections: Map<string, string[]>;
}

const people = new Map([EMMA, SOPHIE, LUCAS].map((p) => [p.id, p]));
const nameRefusal = (name: string, refuse: Set<string>) => {
  if (name === '') return { code: 'REQUIRED', message: 'Please give your album a name' };
  if (/^\s/.test(name) || /[<>;,]/.test(name) || refuse.has(name)) return { code: 'INVALID', message: 'Name not valid' };
  return null;
};
const cursorOf = (offset: number) => Buffer.from(`album-offset:${offset}`).toString('base64url');
const offsetOf = (cursor: string | null) => (cursor ? Number(Buffer.from(cursor, 'base64url').toString().split(':')[1]) : 0);
const newestFirst = (a: FakeAlbum, b: FakeAlbum) => b.created.localeCompare(a.created) || b.albumId.localeCompare(a.albumId);

function paged<T>(items: T[], query: URLSearchParams, max: number, fallback: number) {
  const limit = Number(query.get('limit') ?? fallback);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) return null;
  const offset = offsetOf(query.get('cursor'));
  return { page: items.slice(offset, offset + limit), cursor: offset + limit < items.length ? cursorOf(offset + limit) : null };
}

/**
 * Albums of the photo API, the shared albums API and the temp selection API as msw handlers over one state,
 * recording every call into the photo fake's `calls` (so a test counts all REST calls of a query).
 */
export function createFakeAlbumService(photoFake: FakeService) {
  const state: FakeAlbumState = {
    albums: [], foreignPhotos: new Map(), sharedDown: false, refuseNames: new Set(), conflictAlbums: new Set(),
    tempSelections: new Map(),
  };
  const reset = (albums: FakeAlbum[], foreign: (FakePhoto & { ownerId: string })[] = []) => Object.assign(state, {
    albums, foreignPhotos: new Map(foreign.map((p) => [p.imageId, p])), sharedDown: false, refuseNames: new Set(),
    conflictAlbums: new Set(), tempSelections: new Map(),
  });
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    photoFake.calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  const photoOf = (id: string): (FakePhoto & { ownerId: string }) | undefined => {
    const own = photoFake.photos.find((p) => p.imageId === id);
    return own ? { ...own, ownerId: EMMA.id } : state.foreignPhotos.get(id);
  };
  const withoutOwner = ({ ownerId: _ownerId, ...photo }: FakePhoto & { ownerId: string }) => photo;
  const cover = (a: FakeAlbum) => {
    const id = a.photoIds.at(-1);
    return id ? photoOf(id) ?? null : null;
  };
  const albumJson = (a: FakeAlbum) => {
    const c = cover(a);
    return {
      albumId: a.albumId, albumName: a.albumName, coverPhoto: c && withoutOwner(c), photosCount: a.photoIds.length,
      created: a.created, updated: a.updated, userId: a.ownerId, isShared: a.isShared, ownerId: a.ownerId,
    };
  };
  const sharedJson = (a: FakeAlbum) => ({
    albumId: a.albumId, albumName: a.albumName, coverPhoto: cover(a), photosCount: a.photoIds.length,
    created: a.created, updated: a.updated, ownerId: a.ownerId, owner: people.get(a.ownerId)!,
    participants: a.participantIds.map((id) => people.get(id)!),
  });
  const own = (id: unknown) => state.albums.find((a) => a.albumId === id && a.ownerId === EMMA.id);
  const visibleShared = (id: unknown) => state.albums.find((a) => a.albumId === id && a.isShared
    && (a.ownerId === EMMA.id || a.participantIds.includes(EMMA.id)));
  const photoPage = (a: FakeAlbum, query: URLSearchParams) => {
    const key = query.get('sortKey') ?? 'created';
    const dir = query.get('sortOrder') === 'asc' ? 1 : -1;
    const value = (p: FakePhoto) => (key === 'dateTaken' ? p.dateTaken ?? new Date(0).toISOString() : p.created);
    const photos = a.photoIds.map(photoOf).filter((p) => p !== undefined)
      .sort((x, y) => dir * (value(x).localeCompare(value(y)) || x.imageId.localeCompare(y.imageId)));
    const result = paged(photos, query, 500, 24);
    return result && { cursor: result.cursor, images: result.page };
  };
  const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
  const badRequest = () => HttpResponse.json({ message: 'Bad request' }, { status: 400 });
  const down = () => HttpResponse.json({ message: 'shared albums database down' }, { status: 500 });
  const changePhotos = (add: boolean) => async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const { body } = await record(request);
    const album = own(params.albumId);
    if (!album) return notFound();
    if (album.isShared || state.conflictAlbums.has(album.albumId)) {
      return HttpResponse.json({ message: 'Shared albums are read-only', code: 'SHARED_ALBUM_READ_ONLY' }, { status: 409 });
    }
    const ids = body.photoIds as string[];
    if (ids.length < 1 || ids.length > 500) return badRequest();
    const failed: string[] = [];
    for (const id of ids) {
      if (add) {
        if (!photoFake.photos.some((p) => p.imageId === id)) failed.push(id);
        else if (!album.photoIds.includes(id)) album.photoIds.push(id);
      } else if (album.photoIds.includes(id)) album.photoIds = album.photoIds.filter((p) => p !== id);
      else failed.push(id);
    }
    return HttpResponse.json({ failed });
  };

  const handlers = [
    // photo API: the counts include every own album (shared ones too)
    http.get(`${PHOTO_API}/users`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ photosCount: photoFake.photos.length, albumsCount: state.albums.filter((a) => a.ownerId === EMMA.id).length });
    }),
    http.get(`${PHOTO_API}/albums`, async ({ request }) => {
      const { url } = await record(request);
      const withShared = url.searchParams.get('displaySharedData') === 'true';
      const albums = state.albums.filter((a) => a.ownerId === EMMA.id && (withShared || !a.isShared)).sort(newestFirst);
      const result = paged(albums, url.searchParams, 100, 50);
      return result ? HttpResponse.json({ cursor: result.cursor, albums: result.page.map(albumJson) }) : badRequest();
    }),
    http.post(`${PHOTO_API}/albums`, async ({ request }) => {
      const { body } = await record(request);
      const refusal = nameRefusal(body.name, state.refuseNames);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      const now = new Date(Date.UTC(2030, 0, 1, 0, 0, state.albums.length)).toISOString();
      const album: FakeAlbum = {
        albumId: uuid(800_000 + state.albums.length), albumName: body.name, ownerId: EMMA.id, created: now, updated: now,
        isShared: false, participantIds: [], photoIds: [],
      };
      state.albums.push(album);
      return HttpResponse.json({ albumId: album.albumId, albumName: album.albumName }, { status: 201 });
    }),
    http.get(`${PHOTO_API}/albums/:albumId`, async ({ request, params }) => {
      await record(request);
      const album = own(params.albumId);
      return album ? HttpResponse.json(albumJson(album)) : notFound();
    }),
    http.patch(`${PHOTO_API}/albums/:albumId`, async ({ request, params }) => {
      const { body } = await record(request);
      const album = own(params.albumId);
      if (!album) return notFound();
      const refusal = nameRefusal(body.name, state.refuseNames);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      album.albumName = body.name;
      return HttpResponse.json(albumJson(album));
    }),
    http.delete(`${PHOTO_API}/albums/:albumId`, async ({ request, params }) => {
      await record(request);
      const album = own(params.albumId);
      if (!album) return notFound();
      state.albums = state.albums.filter((a) => a !== album);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${PHOTO_API}/albums/:albumId/photos`, async ({ request, params }) => {
      const { url } = await record(request);
      const album = own(params.albumId);
      if (!album) return notFound();
      const page = photoPage(album, url.searchParams);
      return page ? HttpResponse.json({ cursor: page.cursor, images: page.images.map(withoutOwner) }) : badRequest();
    }),
    http.post(`${PHOTO_API}/albums/:albumId/photos`, changePhotos(true)),
    http.delete(`${PHOTO_API}/albums/:albumId/photos`, changePhotos(false)),

    // shared albums API
    http.get(`${SHARED_ALBUMS_API}/users`, async ({ request }) => {
      await record(request);
      if (state.sharedDown) return down();
      return HttpResponse.json({
        readAlbumsCount: state.albums.filter((a) => a.isShared && a.participantIds.includes(EMMA.id)).length,
        grantedAlbumsCount: state.albums.filter((a) => a.isShared && a.ownerId === EMMA.id).length,
      });
    }),
    http.get(`${SHARED_ALBUMS_API}/shared-albums`, async ({ request }) => {
      const { url } = await record(request);
      if (state.sharedDown) return down();
      const albums = state.albums.filter((a) => a.isShared && a.participantIds.includes(EMMA.id)).sort(newestFirst);
      const result = paged(albums, url.searchParams, 100, 50);
      return result ? HttpResponse.json({ cursor: result.cursor, albums: result.page.map(sharedJson) }) : badRequest();
    }),
    http.get(`${SHARED_ALBUMS_API}/shared-albums/:albumId`, async ({ request, params }) => {
      await record(request);
      if (state.sharedDown) return down();
      const album = visibleShared(params.albumId);
      return album ? HttpResponse.json(sharedJson(album)) : notFound();
    }),
    http.delete(`${SHARED_ALBUMS_API}/shared-albums/:albumId`, async ({ request, params }) => {
      await record(request);
      if (state.sharedDown) return down();
      const album = visibleShared(params.albumId);
      if (!album) return notFound();
      if (album.ownerId === EMMA.id) state.albums = state.albums.filter((a) => a !== album);
      else {
        album.participantIds = album.participantIds.filter((id) => id !== EMMA.id);
        album.photoIds = album.photoIds.filter((id) => photoOf(id)?.ownerId !== EMMA.id);
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${SHARED_ALBUMS_API}/shared-albums/:albumId/participants`, async ({ request, params }) => {
      await record(request);
      if (state.sharedDown) return down();
      const album = visibleShared(params.albumId);
      if (!album) return notFound();
      const { owner, participants } = sharedJson(album);
      return HttpResponse.json({ owner, participants });
    }),
    http.get(`${SHARED_ALBUMS_API}/shared-albums/:albumId/photos`, async ({ request, params }) => {
      const { url } = await record(request);
      if (state.sharedDown) return down();
      const album = visibleShared(params.albumId);
      if (!album) return notFound();
      const page = photoPage(album, url.searchParams);
      return page ? HttpResponse.json(page) : badRequest();
    }),

    // temp selection API
    http.post(`${TEMP_SELECTION_API}/temp-selections`, async ({ request }) => {
      const { body } = await record(request);
      const ids = body.photoIds as string[];
      if (ids.length < 1 || ids.length > 500) return badRequest();
      // Like the real service: 400 naming the photos that are not in the customer's library.
      const failed = ids.filter((id) => !photoFake.photos.some((p) => p.imageId === id));
      if (failed.length > 0) return HttpResponse.json({ message: 'These photos are not in your library', failed }, { status: 400 });
      const id = uuid(900_000 + state.tempSelections.size);
      state.tempSelections.set(id, ids);
      return HttpResponse.json({ tempSelectionId: id }, { status: 201 });
    }),
  ];
  return { state, reset, handlers };
}

/** A photo of another customer (in a shared album). */
export function foreignPhoto(n: number, ownerId: string): FakePhoto & { ownerId: string } {
  return { ...fakePhoto(n, '2024-05-01T10:00:00.000Z'), ownerId };
}

/** An album created `n` minutes after 2025-01-01 (higher n = newer). */
export function fakeAlbum(n: number, overrides: Partial<FakeAlbum> = {}): FakeAlbum {
  const created = new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString();
  return {
    albumId: uuid(600_000 + n), albumName: `Album ${n}`, ownerId: EMMA.id, created, updated: created,
    isShared: false, participantIds: [], photoIds: [], ...overrides,
  };
}
