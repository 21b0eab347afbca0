import type { Context } from '../../../context';

/** Storage deletes run this many at a time. */
export const DELETE_UPLOADS_CONCURRENCY = 8;

/**
 * Deletes uploads; never throws, reports each id (duplicates once, in the order asked) in one list. An id the
 * storage service does not know for this customer (404: another customer's, or already gone) is failed, not
 * reported deleted.
 */
export async function deleteUploads(ctx: Context, uploadIds: readonly string[]) {
  const unique = [...new Set(uploadIds)];
  const deleted = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const id = unique[next++]!;
      try {
        if (await ctx.storage.deleteUpload(id)) deleted.add(id);
      } catch (error) {
        ctx.log.warn({ uploadId: id, reason: (error as Error).message }, 'Failed to delete upload');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_UPLOADS_CONCURRENCY, unique.length) }, worker));
  return { deleted: unique.filter((id) => deleted.has(id)), failed: unique.filter((id) => !deleted.has(id)) };
}
