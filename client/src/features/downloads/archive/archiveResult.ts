/** What asking for an archive gave: the new download, or why the service refused it. */
export type ArchiveResult =
  | { download: { id: string; photosCount: number } }
  | { refused: 'DOWNLOAD_LIMIT' | 'NOT_FOUND' };

/** The result of a download mutation's payload (`download`, or `error { reason }`). */
export function toArchiveResult(payload: {
  readonly download?: { readonly id: string; readonly photosCount: number } | null;
  readonly error?: { readonly reason: string } | null;
}): ArchiveResult {
  if (payload.download) return { download: payload.download };
  return { refused: payload.error?.reason === 'DOWNLOAD_LIMIT' ? 'DOWNLOAD_LIMIT' : 'NOT_FOUND' };
}
