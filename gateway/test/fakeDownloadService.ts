import { http, HttpResponse } from 'msw';
import type { UpstreamDownload } from '../src/upstream/download';
import { uuid } from './fakePhotoService';

export const DOWNLOAD_API = 'http://download.test/download-api';

/** A download of the fake, with its owner (the token subject that created it) and its archive URL. */
export interface FakeDownload extends UpstreamDownload {
  ownerId: string;
  url: string;
}

/** The token's subject, read without verification (the gateway verified it already). */
const subjectOf = (request: Request) => {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}').sub as string;
};

export function fakeDownload(n: number, ownerId: string, overrides: Partial<FakeDownload> = {}): FakeDownload {
  return {
    id: uuid(800_000 + n), name: `Download ${n}`, status: 'FINISHED', photos: [uuid(1)], photosCount: 1, done: 1,
    albumId: null, fileName: `Download ${n}.zip`, size: 1234, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    finishedAt: new Date(Date.UTC(2026, 0, 1, 0, n, 30)).toISOString(), ownerId,
    url: `https://download.test/download-api/archives/${uuid(800_000 + n)}?expires=1&signature=s`, ...overrides,
  };
}

/**
 * The download API as msw handlers: downloads answered only to their owner (404 otherwise), POSTs recorded and
 * answered PENDING; `refuse` makes POSTs answer 400 with that refusal, `down` makes the list fail.
 */
export function createFakeDownloadService() {
  const state = {
    downloads: [] as FakeDownload[],
    posts: [] as { path: string; body: any }[],
    refuse: null as null | { code: string; message: string; failed?: string[] },
    /** GET /downloads answers 500. */
    down: false,
  };
  const own = (request: Request, id: unknown) => state.downloads.find((d) => d.id === id && d.ownerId === subjectOf(request));
  const json = ({ ownerId: _o, url: _u, ...download }: FakeDownload) => download;
  const notFound = () => HttpResponse.json({ message: 'No such download.' }, { status: 404 });
  const create = (path: string) => async ({ request }: { request: Request }) => {
    const body = await request.json() as any;
    state.posts.push({ path, body });
    if (state.refuse) return HttpResponse.json(state.refuse, { status: 400 });
    const download = fakeDownload(state.downloads.length + 100, subjectOf(request), {
      id: body.id, name: body.name ?? null, status: 'PENDING', photos: body.photos.map((p: any) => p.photoId ?? p),
      photosCount: body.photos.length, done: 0, albumId: body.albumId ?? null, size: null, finishedAt: null,
    });
    state.downloads.push(download);
    return HttpResponse.json(json(download), { status: 202 });
  };
  const handlers = [
    http.get(`${DOWNLOAD_API}/downloads`, ({ request }) => state.down
      ? HttpResponse.json({ message: 'boom' }, { status: 500 })
      : HttpResponse.json({ items: state.downloads.filter((d) => d.ownerId === subjectOf(request)).map(json) })),
    http.get(`${DOWNLOAD_API}/downloads/:id`, ({ request, params }) => {
      const download = own(request, params.id);
      return download ? HttpResponse.json(json(download)) : notFound();
    }),
    http.get(`${DOWNLOAD_API}/downloads/:id/url`, ({ request, params }) => {
      const download = own(request, params.id);
      if (!download) return notFound();
      if (download.status !== 'FINISHED') return HttpResponse.json({ message: 'Not finished.' }, { status: 409 });
      return HttpResponse.json({ url: download.url, expiresAt: '2026-01-01T01:00:00.000Z' });
    }),
    http.post(`${DOWNLOAD_API}/downloads`, create('/downloads')),
    http.post(`${DOWNLOAD_API}/shared-album-downloads`, create('/shared-album-downloads')),
  ];
  return {
    state, handlers,
    reset(downloads: FakeDownload[] = []) {
      state.downloads = downloads;
      state.posts = [];
      state.refuse = null;
      state.down = false;
    },
  };
}
