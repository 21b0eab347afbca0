// Photo row → Photo JSON of contracts/photo-api.yaml, with signed, expiring blob URLs bound to the owner.
import type { Selectable } from 'kysely';
import type { components } from '../../contracts/__generated__/photo-api';
import type { Signer } from '../blob/signing';
import { signedUrl } from '../blob/signing';
import type { PhotosTable } from '../db/schema';

export type Photo = components['schemas']['Photo'];
export type PhotoRow = Selectable<PhotosTable>;

export interface UrlContext {
  signer: Signer;
  /** Public origin of the services, e.g. http://localhost:4001. */
  baseUrl: string;
}

/** Blob keys are logical: `p.<photoId>.<variant>` (photo) or `u.<uploadId>.<variant>` (upload). */
export function blobUrl({ signer, baseUrl }: UrlContext, accountId: string, key: string): string {
  return signedUrl(baseUrl, `/storage-api/blobs/${key}`, signer.sign(accountId, key));
}

export function photoJson(ctx: UrlContext, row: PhotoRow): Photo {
  const url = (variant: string) => blobUrl(ctx, row.user_id, `p.${row.id}.${variant}`);
  return {
    imageId: row.id,
    uploadId: row.upload_id,
    localFileName: row.local_file_name,
    url: url('display'),
    untouchedUrl: url('original'),
    thumbnails: row.renditions
      .filter((r) => r.id !== 'display')
      .map((r) => ({ id: r.id as '300' | '800' | '1300', url: url(r.id), width: r.width, height: r.height })),
    dateTaken: row.date_taken ? row.date_taken.toISOString() : null,
    created: row.created_at.toISOString(),
    uploadEnd: row.upload_end.toISOString(),
    visibleWidth: row.width,
    visibleHeight: row.height,
  };
}
