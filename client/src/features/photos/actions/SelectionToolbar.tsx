import { useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFlag } from '../../../flags/useFlag';
import { ActionBar, Button } from '../../../ui';
import { CopyToAlbumModal } from '../../albums/copy/CopyToAlbumModal';
import { DownloadSelectionButton } from '../../downloads/DownloadSelectionButton';
import { DownloadLibraryPhotoDialog } from '../../downloads/single/DownloadLibraryPhotoDialog';
import { PhotoSelectionContext, type PhotoSelection, type SelectionSnapshot } from '../selection/photoSelection';
import './SelectionToolbar.css';

const m = defineMessages({
  label: { id: 'photos.toolbar.label', defaultMessage: 'Selected photos' },
  copy: { id: 'photos.toolbar.copyToAlbum', defaultMessage: 'Copy to album' },
  delete: { id: 'photos.toolbar.delete', defaultMessage: 'Delete' },
});

export interface SelectionToolbarProps {
  selectedCount: number;
  onDelete: () => void;
}

const NO_SELECTION: SelectionSnapshot = { isSelecting: false, ids: new Set(), months: new Set(), all: false };
const noSubscription = () => () => undefined;

/** The selection of the photo library, when the toolbar sits inside one (null-safe). */
function useOptionalSelection(): [PhotoSelection | null, SelectionSnapshot] {
  const selection = useContext(PhotoSelectionContext);
  const state = useSyncExternalStore(
    selection?.subscribe ?? noSubscription,
    selection?.getSnapshot ?? (() => NO_SELECTION),
    selection?.getSnapshot ?? (() => NO_SELECTION),
  );
  return [selection, state];
}

/**
 * The bottom bar of selection mode: Download, Copy to album (album flag) and Delete. Download saves one photo with
 * its file name, or several as a .zip; Copy to album opens the copy dialog. Both end selection mode when done.
 */
export function SelectionToolbar({ selectedCount, onDelete }: SelectionToolbarProps) {
  const intl = useIntl();
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const [selection, state] = useOptionalSelection();
  const selectedIds = useMemo(() => [...state.ids], [state.ids]);
  const [dialog, setDialog] = useState<'copy' | 'download' | null>(null);
  const singlePhotoId = selectedIds.length === 1 ? selectedIds[0]! : null;
  return (
    <ActionBar label={intl.formatMessage(m.label)} className="photo-selection-toolbar" testId="selection-toolbar">
      <DownloadSelectionButton
        photoIds={selectedIds}
        onSingle={() => setDialog('download')}
        onArchiveStarted={() => selection?.cancel()}
      />
      {albumsOn ? (
        <Button
          variant="secondary"
          isDisabled={selectedCount === 0}
          onPress={() => setDialog('copy')}
          data-testid="toolbar-copy"
        >
          {intl.formatMessage(m.copy)}
        </Button>
      ) : null}
      <Button variant="danger" isDisabled={selectedCount === 0} onPress={onDelete} data-testid="toolbar-delete">
        {intl.formatMessage(m.delete)}
      </Button>
      {albumsOn ? (
        <CopyToAlbumModal
          photoIds={selectedIds}
          isOpen={dialog === 'copy'}
          onClose={() => setDialog(null)}
          onCopied={() => selection?.cancel()}
        />
      ) : null}
      <DownloadLibraryPhotoDialog
        photoId={singlePhotoId}
        isOpen={dialog === 'download'}
        onClose={() => setDialog(null)}
        onDownloaded={() => selection?.cancel()}
      />
    </ActionBar>
  );
}
