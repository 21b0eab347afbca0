import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../../ui';
import { archiveTracker } from './archiveTracker';
import { ARCHIVE_START_TOAST_MS, ARCHIVE_TOAST_MS, archiveMessages as m } from './messages';
import { useCreateDownloadMutation } from './useCreateDownloadMutation';
import { useCreateSharedAlbumDownloadMutation } from './useCreateSharedAlbumDownloadMutation';

export interface ArchiveRequest {
  /** Global ids of the photos (1-100). */
  photoIds: readonly string[];
  /** A shared album the photos were chosen in (any participant's photos). */
  sharedAlbumId?: string;
  /** Name of the archive, e.g. the album's name. */
  name?: string;
}

/** How asking for an archive ended: started, refused (why, for a dialog that stays open), or failed (toasted). */
export type ArchiveStart = { started: true } | { started: false; refusal: string | null };

/**
 * Starts a .zip download of several photos: 'Preparing download...' at once, then the archive is built in the
 * background and `ArchiveDownloads` saves it when it is finished. A refusal answers why ('Up to 100 photos can be
 * downloaded at a time', 'Error: Your photos could not be downloaded') for the caller's dialog (spec §8: it stays
 * open) and takes the 'Preparing' toast back; any other failure is the toast 'Download failed'.
 */
export function useArchiveDownload() {
  const intl = useIntl();
  const toast = useToast();
  const [createDownload] = useCreateDownloadMutation();
  const [createSharedAlbumDownload] = useCreateSharedAlbumDownloadMutation();
  return useCallback(
    async ({ photoIds, sharedAlbumId, name }: ArchiveRequest): Promise<ArchiveStart> => {
      const preparing = toast.show(intl.formatMessage(m.preparing), { timeout: ARCHIVE_START_TOAST_MS });
      try {
        const outcome = sharedAlbumId
          ? await createSharedAlbumDownload(sharedAlbumId, photoIds, name)
          : await createDownload(photoIds, name);
        if (!outcome.ok) {
          toast.close(preparing);
          return { started: false, refusal: intl.formatMessage(outcome.failure === 'DOWNLOAD_LIMIT' ? m.limit : m.notFound) };
        }
        archiveTracker.add(outcome.download.id, outcome.download.photosCount);
        return { started: true };
      } catch {
        toast.show(intl.formatMessage(m.failed), { tone: 'error', timeout: ARCHIVE_TOAST_MS });
        return { started: false, refusal: null };
      }
    },
    [intl, toast, createDownload, createSharedAlbumDownload],
  );
}
