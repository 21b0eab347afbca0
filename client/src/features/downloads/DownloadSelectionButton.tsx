import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DisabledButton } from '../../ui';
import { ArchiveRefusedDialog } from './archive/ArchiveRefusedDialog';
import { MAX_DOWNLOAD_PHOTOS, archiveMessages as m } from './archive/messages';
import { useArchiveDownload } from './archive/useArchiveDownload';

export interface DownloadSelectionButtonProps {
  /** Global ids of the selected photos. */
  photoIds: readonly string[];
  /** The shared album the photos were chosen in: its photos (any participant's) are downloaded through it. */
  sharedAlbumId?: string;
  /** Name of the archive, e.g. the album's name. */
  archiveName?: string;
  /** One photo: the caller's single-photo download dialog. */
  onSingle: () => void;
  /** Several photos: the archive was asked for (e.g. to leave selection mode). */
  onArchiveStarted?: () => void;
}

/**
 * Download in a selection toolbar: one photo opens the single-photo download, several (up to 100) are downloaded
 * as a .zip built in the background; a refused .zip says why in a dialog that stays open until closed. Nothing
 * selected or more than 100: disabled, with the tooltip 'Up to 100 photos can be downloaded at a time' (spec §5).
 */
export function DownloadSelectionButton({ photoIds, sharedAlbumId, archiveName, onSingle, onArchiveStarted }: DownloadSelectionButtonProps) {
  const intl = useIntl();
  const startArchive = useArchiveDownload();
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = photoIds.length;
  if (count === 0 || count > MAX_DOWNLOAD_PHOTOS) {
    return (
      <DisabledButton reason={intl.formatMessage(m.limit)} testId="toolbar-download">
        {intl.formatMessage(m.download)}
      </DisabledButton>
    );
  }
  const press = async () => {
    if (count === 1) {
      onSingle();
      return;
    }
    setStarting(true);
    const start = await startArchive({ photoIds, sharedAlbumId, name: archiveName });
    setStarting(false);
    if (start.started) onArchiveStarted?.();
    else setRefusal(start.refusal);
  };
  return (
    <>
      <Button variant="secondary" isDisabled={starting} onPress={() => void press()} data-testid="toolbar-download">
        {intl.formatMessage(m.download)}
      </Button>
      <ArchiveRefusedDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
