// Upload lookups (PhotoLibrary.uploads; storage GET /uploads/{id}?accountId=, POST /getanonymousuploads, the anonymous
// upload slots): another customer's upload id, another accountId, huge lists and malformed ids find nothing and
// break nothing; uploads made before sign-in are found by their unguessable ids only.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, read, rest } from './context';

const LOOKUP = 'query($ids: [ID!]!) { viewer { photoLibrary { uploads(ids: $ids) { uploadId fileName madeBeforeSignIn } } } }';
let emmaUpload = '';
let emmaId = '';
let miaId = '';

beforeAll(async () => {
  const created = await read('emma', 'mutation($files: [PhotoUploadFileInput!]!) { createPhotoUploads(input: { files: $files }) { uploads { uploadId } } }',
    { files: [{ fileName: 'emma-private.jpg', size: 10 }] });
  emmaUpload = created.createPhotoUploads.uploads[0].uploadId as string;
  emmaId = (await rest('emma', 'GET', '/customer-api/customers/me')).json().id as string;
  miaId = (await rest('mia', 'GET', '/customer-api/customers/me')).json().id as string;
});

describe('upload lookups', () => {
  it('another customer\'s upload id answers null, through the gateway and at the service, never its name', async () => {
    expect((await read('emma', LOOKUP, { ids: [emmaUpload] })).viewer.photoLibrary.uploads).toEqual([
      { uploadId: emmaUpload, fileName: 'emma-private.jpg', madeBeforeSignIn: false },
    ]);
    const mia = await ask('mia', LOOKUP, { ids: [emmaUpload] });
    expect(mia.body.errors).toBeUndefined();
    expect(mia.body.data.viewer.photoLibrary.uploads).toEqual([null]);
    // An account's own upload is not an anonymous one: the fallback does not open it either.
    const anonymous = await rest('mia', 'POST', '/storage-api/getanonymousuploads', [emmaUpload]);
    expect(anonymous.json()).toEqual([]);
    expect(JSON.stringify(mia.body) + anonymous.text).not.toContain('emma-private');
  });

  it('another accountId is a 404, whoever names it', async () => {
    for (const [who, accountId] of [['emma', miaId], ['mia', emmaId], ['mia', miaId]] as const) {
      const res = await rest(who, 'GET', `/storage-api/uploads/${emmaUpload}?accountId=${accountId}`);
      expect(res.status, `${who} naming ${accountId}`).toBe(404);
      expect(res.text).not.toContain('emma-private');
    }
  });

  it('huge lists are refused before the services are asked', async () => {
    const huge = await ask('emma', LOOKUP, { ids: Array.from({ length: 21 }, () => emmaUpload) });
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const flood = await ask('emma', LOOKUP, { ids: Array.from({ length: 5_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) });
    expect(flood.body.data ?? null).toBeNull();
    expect(flood.status).toBeGreaterThanOrEqual(400);
    expect((await rest('emma', 'POST', '/storage-api/getanonymousuploads', Array.from({ length: 101 }, () => emmaUpload))).status).toBe(400);
    const slots = { files: Array.from({ length: 21 }, () => ({ fileName: 'a.jpg', size: 1 })) };
    expect((await rest(null, 'POST', '/storage-api/anonymous-uploads', slots)).status).toBe(400);
  });

  it('malformed ids answer null without reaching another path, and the services refuse them', async () => {
    const ids = ['../../photo-api/users', "' OR 1=1 --", 'x'.repeat(1_000), `${emmaUpload}/../..`, '%2e%2e%2fusers'];
    const answer = await ask('emma', LOOKUP, { ids });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.viewer.photoLibrary.uploads).toEqual(ids.map(() => null));
    expect((await rest('emma', 'GET', '/storage-api/uploads/not-a-uuid')).status).toBe(404);
    expect((await rest('emma', 'POST', '/storage-api/getanonymousuploads', ['not-a-uuid'])).status).toBe(400);
  });

  it('an upload made before sign-in is found by its id only, needs a token to look up and takes its bytes once, signed', async () => {
    const slot = (await rest(null, 'POST', '/storage-api/anonymous-uploads', { files: [{ fileName: 'signed-out.jpg', size: 4 }] })).json().uploads[0];
    expect((await rest(null, 'POST', '/storage-api/getanonymousuploads', [slot.uploadId])).status).toBe(401);
    const forged = String(slot.uploadUrl).replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(forged, { method: 'PUT', body: 'abcd' })).status).toBe(403);
    const other = String(slot.uploadUrl).replace(slot.uploadId, emmaUpload);
    expect((await fetch(other, { method: 'PUT', body: 'abcd' })).status).toBe(403);
    expect((await read('mia', LOOKUP, { ids: [slot.uploadId] })).viewer.photoLibrary.uploads).toEqual([
      { uploadId: slot.uploadId, fileName: 'signed-out.jpg', madeBeforeSignIn: true },
    ]);
  });
});
