import { readFileSync } from 'node:fs';
import { REPO_ROOT, SERVICES_PORT } from './ports';

/**
 * Uploads files as a signed-out upload page does (no token): slots from the storage service's anonymous uploads, then
 * each file's bytes to its signed URL. Answers the upload ids, in order.
 */
export async function uploadSignedOut(fileNames: readonly string[]): Promise<string[]> {
  const files = fileNames.map((name) => ({ name, bytes: readFileSync(`${REPO_ROOT}client/e2e/fixtures/${name}`) }));
  const res = await fetch(`http://localhost:${SERVICES_PORT}/storage-api/anonymous-uploads`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ files: files.map((f) => ({ fileName: f.name, size: f.bytes.length })) }),
  });
  if (res.status !== 201) throw new Error(`no anonymous upload slots: ${res.status} ${await res.text()}`);
  const { uploads } = (await res.json()) as { uploads: Array<{ uploadId: string; uploadUrl: string }> };
  await Promise.all(uploads.map(async (slot, i) => {
    const put = await fetch(slot.uploadUrl, { method: 'PUT', body: new Uint8Array(files[i]!.bytes) });
    if (put.status !== 200) throw new Error(`upload of ${files[i]!.name} failed: ${put.status}`);
  }));
  return uploads.map((u) => u.uploadId);
}
