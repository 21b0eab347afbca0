import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../../ui';
import { archiveTracker } from './archiveTracker';
import { ARCHIVE_START_TOAST_MS, ARCHIVE_TOAST_MS, archiveMessages as m } from './messages';
import { useCreateDownloadMutation, type ArchiveRequest } from './useCreateDownloadMutation';

/**
 * Starts a .zip download of several photos: 'Preparing download...' at once, then the archive is built in the
 * background and `ArchiveDownloads` saves it when it is finished ('Download failed' if it cannot be asked for).
 * Resolves true when the download service accepted it.
 */
export function useArchiveDownload() {
  const intl = useIntl();
  const toast = useToast();
  const create = useCreateDownloadMutation();
  return useCallback(
    async (request: ArchiveRequest): Promise<boolean> => {
      toast.show(intl.formatMessage(m.preparing), { timeout: ARCHIVE_START_TOAST_MS });
      try {
        const download = await create(request);
        archiveTracker.add(download.id, download.photosCount);
        return true;
      } catch {
        toast.show(intl.formatMessage(m.failed), { tone: 'error', timeout: ARCHIVE_TOAST_MS });
        return false;
      }
    },
    [intl, toast, create],
  );
}
