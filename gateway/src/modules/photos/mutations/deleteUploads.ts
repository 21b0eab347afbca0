import type { Context } from '../../../context';

/** Storage deletes run this many at a time. */
export const DELETE_UPLOADS_CONCURRENCY = 8;

/** Deletes uploads (404 = already gone counts as deleted); never throws, reports each id in one list. */
export async function deleteUploads(ctx: Context, uploadIds: readonly string[]) {
  const deleted: string[] = [];
  const failed: string[] = [];
  const queue = [...new Set(uploadIds)];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await ctx.storage.deleteUpload(id);
        deleted.push(id);
      } catch (error) {
        console.warn('Failed to delete upload', { uploadId: id, reason: (error as Error).message, correlationId: ctx.correlationId });
        failed.push(id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_UPLOADS_CONCURRENCY, queue.length) }, worker));
  const order = (ids: string[]) => uploadIds.filter((id, i) => ids.includes(id) && uploadIds.indexOf(id) === i);
  return { deleted: order(deleted), failed: order(failed) };
}
