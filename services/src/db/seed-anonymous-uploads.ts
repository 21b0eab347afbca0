// Demo uploads made before sign-in (no account): what POST /storage-api/getanonymousuploads finds. Fixed ids,
// inserted when missing (into older databases too).
import type { Db } from './index';

export const ANONYMOUS_UPLOADS = [
  { id: '6e4b17d8-25cd-4cf6-a0d1-d728c3af34dd', file_name: 'IMG_2041.jpg', status: 'READY' as const, reason: null,
    content_type: 'image/jpeg' as const, date_taken: new Date('2026-05-17T09:12:00Z'), created_at: new Date('2026-05-18T10:00:00Z') },
  { id: '7f5c28e9-36de-4d07-b1e2-e839d4b045ee', file_name: 'scan-001.png', status: 'PENDING' as const, reason: null,
    content_type: 'image/png' as const, date_taken: null, created_at: new Date('2026-05-18T10:01:00Z') },
];

export async function seedAnonymousUploads(db: Db): Promise<number> {
  const inserted = await db.insertInto('anonymous_uploads').values(ANONYMOUS_UPLOADS)
    .onConflict((oc) => oc.column('id').doNothing()).returning('id').execute();
  return inserted.length;
}
