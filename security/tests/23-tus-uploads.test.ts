// Resumable uploads (tus 1.0.0 on the signed upload slot URL): another customer's upload URL, an offset beyond the
// declared size, a chunk after the slot's URL expired, and a file whose assembled content is not an image. Each is
// refused with its reason (a tus error status and text, or the REJECTED upload), and nothing reaches the library.
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback } from '../harness';
import { ask, counts, read, rest, stack } from './context';

const TUS = { 'tus-resumable': '1.0.0' };
const CREATE = 'mutation($files: [PhotoUploadFileInput!]!) { createPhotoUploads(input: { files: $files }) { uploads { uploadId uploadUrl } } }';
const CONFIRM = 'mutation($ids: [ID!]!) { confirmPhotoUploads(input: { keepUploadIds: $ids }) { photos { id } failedUploadIds } }';

async function slot(customer: 'emma' | 'mia', fileName: string, size: number) {
  const created = await read(customer, CREATE, { files: [{ fileName, size }] });
  const upload = created.createPhotoUploads.uploads[0] as { uploadId: string; uploadUrl: string };
  assertLoopback(upload.uploadUrl);
  return upload;
}
const create = (url: string, length: number) => fetch(url, { method: 'POST', headers: { ...TUS, 'upload-length': String(length) } });
const patch = (url: string, offset: number, bytes: Uint8Array) => fetch(url, {
  method: 'PATCH', body: new Uint8Array(bytes), headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
});
const offsetOf = async (url: string) => (await fetch(url, { method: 'HEAD', headers: TUS })).headers.get('upload-offset');
/** The partial files the services keep of an upload (in the blob store's directory). */
const partials = (uploadId: string) => {
  const dir = join(stack.dataDir, 'blobs', '.uploads');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(uploadId)) : [];
};
/** Nothing of the upload can become a photo, and the library is as it was. */
async function nothingAdded(customer: 'emma' | 'mia', uploadId: string, before: Awaited<ReturnType<typeof counts>>) {
  const confirm = await ask(customer, CONFIRM, { ids: [uploadId] });
  expect(confirm.body.errors).toBeUndefined();
  expect(confirm.body.data?.confirmPhotoUploads).toEqual({ photos: [], failedUploadIds: [uploadId] });
  expect(await counts(customer)).toEqual(before);
}

let emmaId = '';
beforeAll(async () => {
  emmaId = (await rest('emma', 'GET', '/customer-api/customers/me')).json().id as string;
});

describe('resumable uploads (tus)', () => {
  it('another customer\'s upload URL: Mia\'s signature on Emma\'s upload is refused, no offset or bytes pass', async () => {
    const before = await counts('emma');
    const emma = await slot('emma', 'emma-private.jpg', 1000);
    expect((await create(emma.uploadUrl, 1000)).status).toBe(201);
    expect((await patch(emma.uploadUrl, 0, new Uint8Array(100))).status).toBe(204);

    const mia = await slot('mia', 'mia.jpg', 1000);
    const swapped = mia.uploadUrl.replace(mia.uploadId, emma.uploadId);
    for (const method of ['HEAD', 'PATCH', 'POST'] as const) {
      const res = await fetch(swapped, {
        method,
        headers: { ...TUS, 'upload-offset': '100', 'upload-length': '1000', 'content-type': 'application/offset+octet-stream' },
        body: method === 'PATCH' ? new Uint8Array(900) : undefined,
      });
      expect(res.status, method).toBe(403);
      expect(res.headers.get('upload-offset'), method).toBeNull();
      if (method !== 'HEAD') expect(await res.text(), method).toContain('The upload URL is invalid or expired.');
    }
    expect(await offsetOf(emma.uploadUrl)).toBe('100');
    await nothingAdded('mia', emma.uploadId, await counts('mia'));
    expect(await counts('emma')).toEqual(before);
    await ask('emma', 'mutation($ids: [ID!]!) { cancelPhotoUploads(input: { uploadIds: $ids }) { deletedUploadIds } }', { ids: [emma.uploadId] });
    expect(partials(emma.uploadId)).toEqual([]);
  });

  it('an offset beyond the declared size is refused (413 with the size), and so is a larger Upload-Length', async () => {
    const before = await counts('emma');
    const { uploadId, uploadUrl } = await slot('emma', 'small.jpg', 1000);
    const larger = await create(uploadUrl, 50 * 1024 * 1024);
    expect(larger.status).toBe(400);
    expect(await larger.text()).toContain('Upload-Length must be the size declared for this upload (1000 bytes)');
    expect((await create(uploadUrl, 1000)).status).toBe(201);
    const beyond = await patch(uploadUrl, 0, new Uint8Array(5000));
    expect(beyond.status).toBe(413);
    expect(await beyond.text()).toContain('beyond the size declared for it (1000 bytes)');
    const skipped = await patch(uploadUrl, 2000, new Uint8Array(10));
    expect(skipped.status).toBe(413);
    expect(await offsetOf(uploadUrl)).toBe('0');
    await nothingAdded('emma', uploadId, before);
  });

  it('a chunk after the slot\'s URL expired is refused (403 with the reason)', async () => {
    const before = await counts('emma');
    const { uploadId, uploadUrl } = await slot('emma', 'late.jpg', 1000);
    expect((await create(uploadUrl, 1000)).status).toBe(201);
    expect((await patch(uploadUrl, 0, new Uint8Array(500))).status).toBe(204);
    // The same URL as the services signed it, kept past its expiry (signed with the stack's own secret).
    const secret = Buffer.from(readFileSync(join(stack.dataDir, 'url-signing-secret'), 'utf8').trim(), 'hex');
    const expires = Math.floor(Date.now() / 1000) - 60;
    const signature = createHmac('sha256', secret).update(`${emmaId}\nupload.${uploadId}\n${expires}`).digest('base64url');
    const expired = `${uploadUrl.split('?')[0]}?expires=${expires}&signature=${signature}`;
    const late = await patch(expired, 500, new Uint8Array(500));
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('The upload URL is invalid or expired.');
    // Moving the expiry forward breaks the signature.
    const rewound = uploadUrl.replace(/expires=\d+/, `expires=${expires + 7200}`);
    expect((await patch(rewound, 500, new Uint8Array(500))).status).toBe(403);
    expect(await offsetOf(uploadUrl)).toBe('500');
    await nothingAdded('emma', uploadId, before);
  });

  it('a file whose assembled content is not an image is REJECTED with its reason, its partial bytes removed', async () => {
    const before = await counts('emma');
    const bytes = new TextEncoder().encode('<?php system($_GET["c"]); ?>\n'.repeat(100));
    const { uploadId, uploadUrl } = await slot('emma', 'holiday.jpg', bytes.length);
    expect((await create(uploadUrl, bytes.length)).status).toBe(201);
    // Starts like a JPEG in its first chunk; the whole file is what counts.
    const first = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...bytes.subarray(4, 1000)]);
    expect((await patch(uploadUrl, 0, first)).status).toBe(204);
    expect(partials(uploadId).length).toBeGreaterThan(0);
    const last = await patch(uploadUrl, 1000, bytes.subarray(1000));
    expect(last.status).toBe(422);
    const answer = await last.json() as { status: string; reason: string | null };
    expect(answer.status).toBe('REJECTED');
    expect(answer.reason).toBeTypeOf('string');
    expect(answer.reason!.length).toBeGreaterThan(0);
    expect(partials(uploadId)).toEqual([]);
    await nothingAdded('emma', uploadId, before);
  });
});
