// Registers READY uploads as library photos. Legacy uploads (stored before the library existed, without
// renditions) are processed here first: EXIF date, displayable JPEG and thumbnails.
import { originalChecksums } from '../blob/checksums';
import { processImage, ImageRejected } from '../images/process';
import type { PhotoRow } from './photo-json';
import { UUID, type LibraryDeps } from './deps';

export interface RegisterResult {
  photos: PhotoRow[];
  failed: string[];
}

export async function registerUploads(deps: LibraryDeps, userId: string, uploadIds: string[]): Promise<RegisterResult> {
  const photos: PhotoRow[] = [];
  const failed: string[] = [];
  for (const uploadId of uploadIds) {
    const photo = UUID.test(uploadId) ? await registerOne(deps, userId, uploadId).catch((error: unknown) => {
      deps.log.error({ err: error, uploadId }, 'registering an upload failed');
      return undefined;
    }) : undefined;
    if (photo) photos.push(photo);
    else failed.push(uploadId);
  }
  return { photos, failed };
}

async function registerOne({ db, blobs }: LibraryDeps, userId: string, uploadId: string): Promise<PhotoRow | undefined> {
  // Claim the upload so a concurrent registration cannot register it twice.
  const upload = await db.updateTable('uploads').set({ status: 'REGISTERED' })
    .where('id', '=', uploadId).where('user_id', '=', userId).where('status', '=', 'READY')
    .returningAll().executeTakeFirst();
  if (!upload?.content_hash) return undefined;
  const hash = upload.content_hash;
  let { renditions, width, height, date_taken: dateTaken, content_type: contentType } = upload;
  if (!renditions || !width || !height || !contentType) {
    const bytes = await blobs.readBuffer(hash, 'original');
    try {
      if (!bytes) throw new ImageRejected('The uploaded file is missing.');
      const image = await processImage(bytes);
      await blobs.put(hash, image.files);
      ({ renditions, width, height, contentType } = image);
      dateTaken ??= image.dateTaken;
    } catch (error) {
      const reason = error instanceof ImageRejected ? error.message : 'The photo could not be processed.';
      await db.updateTable('uploads').set({ status: 'REJECTED', reason }).where('id', '=', uploadId).execute();
      return undefined;
    }
  }
  // The original's CRC-32 and size for archives: recorded by the upload, computed here for a legacy one (once).
  await originalChecksums(db, blobs, [hash]);
  return db.transaction().execute(async (trx) => {
    const duplicate = await trx.selectFrom('photos').select('id')
      .where('content_hash', '=', hash).where('user_id', '=', userId).executeTakeFirst();
    if (duplicate) {
      await trx.updateTable('uploads').set({ status: 'DUPLICATE', duplicate_of_photo_id: duplicate.id, content_hash: null })
        .where('id', '=', uploadId).execute();
      return undefined;
    }
    const now = new Date();
    const photo = await trx.insertInto('photos').values({
      user_id: userId,
      upload_id: uploadId,
      local_file_name: upload.file_name,
      date_taken: dateTaken,
      created_at: now,
      upload_end: upload.upload_end ?? now,
      width: width!,
      height: height!,
      content_hash: hash,
      content_type: contentType!,
      renditions: JSON.stringify(renditions),
    }).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('uploads').set({
      photo_id: photo.id, renditions: JSON.stringify(renditions), width, height, date_taken: dateTaken, content_type: contentType,
    }).where('id', '=', uploadId).execute();
    return photo;
  });
}
