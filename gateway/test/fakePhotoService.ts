import { http, HttpResponse } from 'msw';
import { PHOTO_API } from './helpers';

export const STORAGE_API = 'http://storage.test/storage-api';

/** A small in-memory photo + storage service (msw handlers) that records every REST call it gets. */
export interface FakePhoto {
  imageId: string;
  uploadId: string;
  localFileName: string;
  url: string;
  untouchedUrl: string;
  thumbnails: { id: '300' | '800' | '1300'; url: string; width: number; height: number }[];
  dateTaken: string | null;
  created: string;
  uploadEnd: string;
  visibleWidth: number;
  visibleHeight: number;
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function fakePhoto(n: number, dateTaken: string | null): FakePhoto {
  const imageId = uuid(n);
  const blob = (k: string) => `http://storage.test/storage-api/blobs/${imageId}-${k}?expires=1&signature=s`;
  return {
    imageId, uploadId: uuid(100_000 + n), localFileName: `IMG_${n}.jpg`, url: blob('display'), untouchedUrl: blob('original'),
    thumbnails: [
      { id: '300', url: blob('300'), width: 300, height: 200 },
      { id: '800', url: blob('800'), width: 800, height: 533 },
      { id: '1300', url: blob('1300'), width: 1300, height: 867 },
    ],
    dateTaken, created: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(), uploadEnd: new Date(Date.UTC(2025, 0, 1, 0, 1, n)).toISOString(),
    visibleWidth: 3000, visibleHeight: 2000,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: any;
}

export interface FakeService {
  photos: FakePhoto[];
  calls: RecordedCall[];
  /** DELETE /photos answers these ids as failed every time. */
  failAlways: Set<string>;
  /** DELETE /photos answers these ids as failed once, then deletes them. */
  failOnce: Set<string>;
  /** DELETE /photos answers 503 for the next n calls. */
  fail500: number;
  /** DELETE /photos answers 503 to these calls (1-based numbers of DELETE /photos calls). */
  fail500Calls: Set<number>;
  /** Storage DELETE /uploads/{id} answers with this status for these ids. */
  uploadDeleteStatus: Map<string, number>;
  activation: { status: string; importStarted: boolean };
  reset(photos: FakePhoto[]): void;
  callsTo(method: string, pathPrefix: string): RecordedCall[];
}

const monthOf = (p: FakePhoto) => {
  const d = new Date(p.dateTaken ?? 0);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1] as const;
};
const sortValue = (p: FakePhoto, key: string) =>
  key === 'created' ? p.created : key === 'uploaded' ? p.uploadEnd : (p.dateTaken ?? new Date(0).toISOString());
const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');
const offsetOf = (cursor: string | null) => (cursor ? Number(Buffer.from(cursor, 'base64').toString().split(':')[1]) : 0);

function page(all: FakePhoto[], query: URLSearchParams) {
  const key = query.get('sortKey') ?? 'dateTaken';
  const dir = query.get('sortOrder') === 'asc' ? 1 : -1;
  const sorted = [...all].sort((a, b) => dir * (sortValue(a, key).localeCompare(sortValue(b, key)) || a.imageId.localeCompare(b.imageId)));
  const offset = offsetOf(query.get('cursor'));
  const limit = Number(query.get('limit') ?? 24);
  const images = sorted.slice(offset, offset + limit);
  return { cursor: offset + limit < sorted.length ? cursorOf(offset + limit) : null, images };
}

export function createFakeService(): { state: FakeService; handlers: ReturnType<typeof http.get>[] } {
  const state: FakeService = {
    photos: [], calls: [], failAlways: new Set(), failOnce: new Set(), fail500: 0, fail500Calls: new Set(),
    uploadDeleteStatus: new Map(),
    activation: { status: 'ACTIVE', importStarted: true },
    reset(photos) {
      Object.assign(state, { photos, calls: [], failAlways: new Set(), failOnce: new Set(), fail500: 0, fail500Calls: new Set(),
        uploadDeleteStatus: new Map(), activation: { status: 'ACTIVE', importStarted: true } });
    },
    callsTo: (method, prefix) => state.calls.filter((c) => c.method === method && c.path.startsWith(prefix)),
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    state.calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  const handlers = [
    http.get(`${PHOTO_API}/users`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ photosCount: state.photos.length, albumsCount: 1 });
    }),
    http.get(`${PHOTO_API}/users/timeline`, async ({ request }) => {
      await record(request);
      const summary: Record<string, Record<string, number>> = {};
      for (const p of state.photos) {
        const [y, m] = monthOf(p);
        (summary[y] ??= {})[m] = (summary[y][m] ?? 0) + 1;
      }
      return HttpResponse.json(summary);
    }),
    http.get(`${PHOTO_API}/users/activate`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.activation);
    }),
    http.post(`${PHOTO_API}/users/activate`, async ({ request }) => {
      await record(request);
      state.activation = { status: 'IMPORTING', importStarted: true };
      return HttpResponse.json(state.activation, { status: 202 });
    }),
    http.get(`${PHOTO_API}/photos/timeline/:year/:month`, async ({ request, params }) => {
      const { url } = await record(request);
      const inMonth = state.photos.filter((p) => monthOf(p).join('-') === `${params.year}-${params.month}`);
      return HttpResponse.json(page(inMonth, url.searchParams));
    }),
    http.get(`${PHOTO_API}/photos`, async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json(page(state.photos, url.searchParams));
    }),
    http.get(`${PHOTO_API}/photos/:photoId`, async ({ request, params }) => {
      await record(request);
      const photo = state.photos.find((p) => p.imageId === params.photoId);
      return photo ? HttpResponse.json(photo) : HttpResponse.json({ message: 'No such photo.' }, { status: 404 });
    }),
    http.post(`${PHOTO_API}/photos`, async ({ request }) => {
      const { body } = await record(request);
      const images: FakePhoto[] = [];
      const failed: string[] = [];
      for (const uploadId of body.uploadIds as string[]) {
        if (uploadId.endsWith('bad')) failed.push(uploadId);
        else {
          const photo = { ...fakePhoto(50_000 + state.photos.length, '2025-02-03T10:00:00.000Z'), uploadId };
          state.photos.push(photo);
          images.push(photo);
        }
      }
      return HttpResponse.json({ images, failed });
    }),
    http.delete(`${PHOTO_API}/photos/all`, async ({ request }) => {
      await record(request);
      const deletedCount = state.photos.length;
      state.photos = [];
      return HttpResponse.json({ deletedCount });
    }),
    http.delete(`${PHOTO_API}/photos`, async ({ request }) => {
      const { body } = await record(request);
      const callNumber = state.callsTo('DELETE', '/photo-api/photos').filter((c) => c.path.endsWith('/photos')).length;
      if (state.fail500 > 0 || state.fail500Calls.has(callNumber)) {
        state.fail500 = Math.max(0, state.fail500 - 1);
        return HttpResponse.json({ message: 'database down' }, { status: 503 });
      }
      const failed: string[] = [];
      for (const id of body.photoIds as string[]) {
        if (state.failAlways.has(id) || state.failOnce.delete(id) || !state.photos.some((p) => p.imageId === id)) failed.push(id);
        else state.photos = state.photos.filter((p) => p.imageId !== id);
      }
      return HttpResponse.json({ failed });
    }),
    http.post(`${STORAGE_API}/uploads`, async ({ request }) => {
      const { body } = await record(request);
      const uploads = (body.files as { fileName: string }[]).map((f, i) => ({
        uploadId: uuid(900_000 + i), fileName: f.fileName, expiresAt: '2030-01-01T00:00:00.000Z',
        uploadUrl: `http://storage.test/storage-api/uploads/${uuid(900_000 + i)}/content?expires=1&signature=s`,
      }));
      return HttpResponse.json({ uploads }, { status: 201 });
    }),
    http.delete(`${STORAGE_API}/uploads/:uploadId`, async ({ request, params }) => {
      await record(request);
      const status = state.uploadDeleteStatus.get(String(params.uploadId)) ?? 204;
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ message: 'nope' }, { status });
    }),
  ];
  return { state, handlers };
}
