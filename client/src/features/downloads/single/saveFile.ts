import { saveBlob } from '../../../app/downloadFile';

/** A photo file to save: a signed URL and the name it gets on the customer's device. */
export interface PhotoFile {
  url: string;
  fileName: string;
}

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
  saveBlob(blob, fileName);
}
