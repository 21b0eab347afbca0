import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { parseUploadResponse, sendResumable, shouldRetry, type SendResult } from './sendFile';

describe('parseUploadResponse', () => {
  it('reads READY, DUPLICATE and REJECTED answers; a refusal says why it failed', () => {
    expect(parseUploadResponse(200, '{"status":"READY"}')).toEqual({ status: 'READY' });
    expect(parseUploadResponse(200, '{"status":"DUPLICATE","duplicateOfPhotoId":"p1"}')).toEqual({
      status: 'DUPLICATE',
      duplicateOfPhotoId: 'p1',
    });
    expect(parseUploadResponse(422, '{"status":"REJECTED","reason":"Not a photo"}')).toEqual({
      status: 'REJECTED',
      reason: 'Not a photo',
    });
    expect(parseUploadResponse(0, '')).toEqual({ status: 'FAILED', reason: 'connection' });
    expect(parseUploadResponse(403, 'The upload URL is invalid or expired.\n')).toEqual({ status: 'FAILED', reason: 'expired' });
    expect(parseUploadResponse(404, 'No such upload.\n')).toEqual({ status: 'FAILED', reason: 'expired' });
    expect(parseUploadResponse(413, 'The upload would go beyond the size declared for it.\n')).toEqual({ status: 'FAILED', reason: 'refused' });
  });
});

describe('shouldRetry', () => {
  it('retries a lost connection, server errors and a moved offset, never a refusal', () => {
    expect(shouldRetry(0, 'PATCH')).toBe(true);
    expect(shouldRetry(503, 'POST')).toBe(true);
    expect(shouldRetry(409, 'PATCH')).toBe(true);
    expect(shouldRetry(409, 'POST')).toBe(false);
    expect(shouldRetry(403, 'PATCH')).toBe(false);
    expect(shouldRetry(413, 'PATCH')).toBe(false);
  });
});

/** A tus server in memory for one upload of `size` bytes at URL (msw): what it received, and failures to inject. */
function tusServer(size: number, answer: { status: number; body: string }) {
  const state = { offset: 0, created: false, patches: [] as Array<{ offset: number; length: number }>, dropNext: false };
  const tus = { 'Tus-Resumable': '1.0.0' };
  const server = setupServer(
    http.post(URL_, ({ request }) => {
      expect(request.headers.get('upload-length')).toBe(String(size));
      state.created = true;
      return new HttpResponse(null, { status: 201, headers: { ...tus, Location: URL_ } });
    }),
    http.head(URL_, () =>
      state.created
        ? new HttpResponse(null, { status: 200, headers: { ...tus, 'Upload-Offset': String(state.offset), 'Upload-Length': String(size) } })
        : new HttpResponse(null, { status: 404 })),
    http.patch(URL_, async ({ request }) => {
      const offset = Number(request.headers.get('upload-offset'));
      if (offset !== state.offset) return new HttpResponse('Upload-Offset conflict\n', { status: 409, headers: tus });
      const length = (await request.arrayBuffer()).byteLength;
      state.patches.push({ offset, length });
      if (state.dropNext) {
        // The connection drops after the service kept half of the chunk.
        state.dropNext = false;
        state.offset += Math.floor(length / 2);
        return HttpResponse.error();
      }
      state.offset += length;
      if (state.offset < size) return new HttpResponse(null, { status: 204, headers: { ...tus, 'Upload-Offset': String(state.offset) } });
      return new HttpResponse(answer.body, { status: answer.status, headers: { ...tus, 'Upload-Offset': String(state.offset), 'Content-Type': 'application/json' } });
    }),
  );
  return { server, state };
}

const URL_ = 'https://storage.test/storage-api/uploads/u1/content?expires=1&signature=s';

function send(file: File, chunkSize: number) {
  const progress: number[] = [];
  return new Promise<{ result: SendResult; progress: number[] }>((resolve) => {
    sendResumable(URL_, file, { chunkSize }, {
      onProgress: (sent) => progress.push(sent),
      onDone: (result) => resolve({ result, progress }),
    });
  });
}

describe('sendResumable (tus-js-client against a tus server)', () => {
  afterEach(() => window.localStorage.clear());

  it('creates the upload, sends it in chunks and reads the checked upload from the last answer', async () => {
    const { server, state } = tusServer(2500, { status: 200, body: '{"status":"READY"}' });
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const { result, progress } = await send(new File([new Uint8Array(2500)], 'a.jpg', { type: 'image/jpeg' }), 1000);
      expect(result).toEqual({ status: 'READY' });
      expect(state.patches).toEqual([{ offset: 0, length: 1000 }, { offset: 1000, length: 1000 }, { offset: 2000, length: 500 }]);
      expect(progress.at(-1)).toBe(2500);
    } finally {
      server.close();
    }
  });

  it('goes on from the offset the service reports after a dropped chunk, sending nothing twice beyond that chunk', async () => {
    const { server, state } = tusServer(3000, { status: 200, body: '{"status":"READY"}' });
    server.listen({ onUnhandledRequest: 'error' });
    state.dropNext = false;
    try {
      const file = new File([new Uint8Array(3000)], 'b.jpg', { type: 'image/jpeg' });
      const sending = send(file, 1000);
      state.dropNext = true;
      const { result } = await sending;
      expect(result).toEqual({ status: 'READY' });
      // The first chunk dropped half-way: the next one starts at 500.
      expect(state.patches.slice(0, 2)).toEqual([{ offset: 0, length: 1000 }, { offset: 500, length: 1000 }]);
      expect(state.patches.reduce((sum, p) => sum + p.length, 0)).toBeLessThanOrEqual(3000 + 1000);
    } finally {
      server.close();
    }
  });

  it('reports a file the service rejected with its reason', async () => {
    const { server } = tusServer(10, { status: 422, body: '{"status":"REJECTED","reason":"Not a photo"}' });
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const { result } = await send(new File([new Uint8Array(10)], 'c.jpg', { type: 'image/jpeg' }), 1000);
      expect(result).toEqual({ status: 'REJECTED', reason: 'Not a photo' });
    } finally {
      server.close();
    }
  });
});
