/** A photo file to save: a signed URL and the name it gets on the customer's device. */
export interface PhotoFile {
  url: string;
  fileName: string;
}

/** How long the object URL of a saved file stays valid. */
const REVOKE_AFTER_MS = 30_000;

/** Download URLs are acceptable only if http or https (spec §5). */
export function isDownloadUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Fetches the file (the blob store answers CORS for the product origins) and saves it under `fileName` through an
 * object URL and an `<a download>`: a cross-origin `<a download href>` would ignore the name. Rejects on a bad URL,
 * a network error or a non-OK answer.
 */
export async function saveFile({ url, fileName }: PhotoFile, signal?: AbortSignal): Promise<void> {
  if (!isDownloadUrl(url)) throw new Error('Not an http(s) download URL');
  const response = await fetch(url, { signal, credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: GET ${new URL(url).pathname}`);
  const blob = await response.blob();
  signal?.throwIfAborted();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    anchor.style.display = 'none';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Revoking at once can cut the download short in some browsers; the blob is freed a little later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  }
}
