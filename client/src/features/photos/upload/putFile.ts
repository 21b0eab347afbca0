/** What the storage service answered for the bytes of one file (services/contracts/storage-api.yaml `Upload`). */
export type PutResult =
  | { status: 'READY' }
  | { status: 'DUPLICATE'; duplicateOfPhotoId: string | null }
  | { status: 'REJECTED'; reason: string | null }
  | { status: 'FAILED' };

/** Reads the storage service's JSON answer; anything unexpected counts as a failed upload. */
export function parsePutResponse(httpStatus: number, body: string): PutResult {
  if (httpStatus < 200 || httpStatus >= 300) return { status: 'FAILED' };
  try {
    const json = JSON.parse(body) as { status?: unknown; reason?: unknown; duplicateOfPhotoId?: unknown };
    if (json.status === 'READY' || json.status === 'REGISTERED') return { status: 'READY' };
    if (json.status === 'DUPLICATE') {
      return { status: 'DUPLICATE', duplicateOfPhotoId: typeof json.duplicateOfPhotoId === 'string' ? json.duplicateOfPhotoId : null };
    }
    if (json.status === 'REJECTED') return { status: 'REJECTED', reason: typeof json.reason === 'string' ? json.reason : null };
  } catch {
    // not JSON
  }
  return { status: 'FAILED' };
}

/**
 * Sends a file's bytes straight to its signed upload URL with an HTTP PUT. XMLHttpRequest (not fetch) because
 * it reports upload progress; `onProgress` gets 0..1.
 */
export function putFile(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<PutResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(parsePutResponse(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ status: 'FAILED' });
    xhr.onabort = () => resolve({ status: 'FAILED' });
    xhr.send(file);
  });
}
