import { outcomeOf, type MutationOutcome, type MutationPayload } from '../../../relay/mutationOutcome';

/** Why the download service refused an archive: not 1-100 photos, or photos (or an album) not the customer's. */
export type ArchiveFailure = 'DOWNLOAD_LIMIT' | 'NOT_FOUND';

/** What asking for an archive gave: the new download, or why the service refused it. */
export type ArchiveOutcome = MutationOutcome<ArchiveFailure, { download: { id: string; photosCount: number } }>;

/** The outcome of a download mutation's payload (`download`, or `error { reason }`). */
export function archiveOutcomeOf(
  payload: MutationPayload & { readonly download?: { readonly id: string; readonly photosCount: number } | null },
): ArchiveOutcome {
  return outcomeOf(payload, ['DOWNLOAD_LIMIT', 'NOT_FOUND'], { download: payload.download });
}
