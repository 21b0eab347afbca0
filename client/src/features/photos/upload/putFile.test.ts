import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePutResponse, putFile } from './putFile';

describe('parsePutResponse', () => {
  it('reads READY, DUPLICATE and REJECTED answers; anything else failed', () => {
    expect(parsePutResponse(200, '{"status":"READY"}')).toEqual({ status: 'READY' });
    expect(parsePutResponse(200, '{"status":"DUPLICATE","duplicateOfPhotoId":"p1"}')).toEqual({
      status: 'DUPLICATE',
      duplicateOfPhotoId: 'p1',
    });
    expect(parsePutResponse(200, '{"status":"REJECTED","reason":"Not a photo"}')).toEqual({
      status: 'REJECTED',
      reason: 'Not a photo',
    });
    expect(parsePutResponse(403, '')).toEqual({ status: 'FAILED' });
    expect(parsePutResponse(200, 'oops')).toEqual({ status: 'FAILED' });
  });
});

describe('putFile', () => {
  const original = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('PUTs the bytes to the signed URL and reports progress', async () => {
    const sent: { method?: string; url?: string; body?: unknown } = {};
    class FakeXhr {
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader() {}
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = 200;
        this.responseText = '{"status":"READY"}';
        this.onload?.();
      }
    }
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const file = new File(['abc'], 'a.jpg', { type: 'image/jpeg' });
    const onProgress = vi.fn();
    await expect(putFile('https://storage.test/u/1/content?sig=x', file, onProgress)).resolves.toEqual({ status: 'READY' });
    expect(sent).toEqual({ method: 'PUT', url: 'https://storage.test/u/1/content?sig=x', body: file });
    expect(onProgress).toHaveBeenCalledWith(0.5);
  });
});
