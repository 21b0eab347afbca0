import { Upload, type DetailedError } from 'tus-js-client';

/** What the storage service answered for the bytes of one file (services/contracts/storage-api.yaml `Upload`). */
export type SendResult =
  | { status: 'READY' }
  | { status: 'DUPLICATE'; duplicateOfPhotoId: string | null }
  | { status: 'REJECTED'; reason: string | null }
  | { status: 'FAILED'; reason: FailReason };

/**
 * Why a file could not be sent: the connection (it goes on by itself once the browser is online again), an upload
 * link that expired or is gone (the file must be chosen and uploaded anew), or anything else.
 */
export type FailReason = 'connection' | 'expired' | 'refused';

/** Reads the storage service's JSON answer (the last chunk's, 200 or 422); anything unexpected counts as refused. */
export function parseUploadResponse(httpStatus: number, body: string): SendResult {
  if (httpStatus === 0) return { status: 'FAILED', reason: 'connection' };
  if (httpStatus === 403 || httpStatus === 404 || httpStatus === 410) return { status: 'FAILED', reason: 'expired' };
  try {
    const json = JSON.parse(body) as { status?: unknown; reason?: unknown; duplicateOfPhotoId?: unknown };
    if (json.status === 'READY' || json.status === 'REGISTERED') return { status: 'READY' };
    if (json.status === 'DUPLICATE') {
      return { status: 'DUPLICATE', duplicateOfPhotoId: typeof json.duplicateOfPhotoId === 'string' ? json.duplicateOfPhotoId : null };
    }
    if (json.status === 'REJECTED') return { status: 'REJECTED', reason: typeof json.reason === 'string' ? json.reason : null };
  } catch {
    // not JSON: a refusal of the protocol (its reason as text)
  }
  return { status: 'FAILED', reason: 'refused' };
}

export interface TransferEvents {
  /** Bytes the storage service has, and the file's size. */
  onProgress(sent: number, total: number): void;
  /** The end of the transfer: checked (READY, DUPLICATE, REJECTED) or failed after its retries. */
  onDone(result: SendResult): void;
}

/** A file on its way: pause keeps what the service has; resume goes on from the service's offset. */
export interface Transfer {
  pause(): void;
  resume(): void;
}

/** Starts sending a file to its signed upload URL (tests replace it). */
export type SendFile = (url: string, file: File, events: TransferEvents) => Transfer;

/** Waits between attempts after a failure (then the file fails, and goes on when the browser is online again). */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];
/** The chunk size when /config.json names none. */
export const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;

/** An answer worth another attempt: none (the connection), a server error, an offset that moved, a locked upload. */
export function shouldRetry(status: number, method: string): boolean {
  if (status === 0 || status >= 500 || status === 423) return true;
  return status === 409 && method === 'PATCH';
}

/**
 * Sends a file with the tus protocol (resumable, in chunks of `chunkSize`) to its signed upload URL, which is both
 * where the upload is created and the upload itself. Failed attempts are retried after RETRY_DELAYS_MS, each from the
 * offset the service reports. The URL is kept in localStorage under the file's fingerprint (name, type, size, date,
 * URL), so the same file chosen again after a reload goes on where it was.
 */
export function sendResumable(url: string, file: File, { chunkSize }: { chunkSize: number }, events: TransferEvents): Transfer {
  let running = false;
  const upload = new Upload(file, {
    endpoint: url,
    chunkSize,
    retryDelays: RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    onShouldRetry: (error: DetailedError) =>
      shouldRetry(error.originalResponse?.getStatus() ?? 0, error.originalRequest?.getMethod() ?? ''),
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      running = false;
      events.onDone(parseUploadResponse(lastResponse.getStatus(), lastResponse.getBody()));
    },
    onError: (error) => {
      running = false;
      const response = (error as DetailedError).originalResponse;
      events.onDone(response ? parseUploadResponse(response.getStatus(), response.getBody()) : { status: 'FAILED', reason: 'connection' });
    },
  });
  const start = async () => {
    if (running) return;
    running = true;
    // After a reload the same file goes on from where the service is, else the upload is created.
    const previous = upload.url ? [] : await upload.findPreviousUploads().catch(() => []);
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };
  void start();
  return {
    pause() {
      running = false;
      void upload.abort();
    },
    resume() {
      void start();
    },
  };
}
