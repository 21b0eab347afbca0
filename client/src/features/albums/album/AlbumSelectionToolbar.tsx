import { defineMessages, useIntl } from 'react-intl';
import { useFlag } from '../../../flags/useFlag';
import { ActionBar, Button } from '../../../ui';
import { DownloadSelectionButton } from '../../downloads/DownloadSelectionButton';
import { OrderPrintsButton } from '../../prints/OrderPrintsButton';
import './AlbumSelectionToolbar.css';

const m = defineMessages({
  label: { id: 'albums.toolbar.label', defaultMessage: 'Selected photos' },
  copy: { id: 'albums.toolbar.copyToAlbum', defaultMessage: 'Copy to album' },
  remove: { id: 'albums.toolbar.remove', defaultMessage: 'Remove from album' },
  orderPrintsNone: { id: 'albums.toolbar.orderPrints.none', defaultMessage: 'Select at least one photo to order prints' },
});

export interface AlbumSelectionToolbarProps {
  /** Global ids of the selected photos. */
  selectedIds: readonly string[];
  /** The album's name (the name of a .zip of its photos). */
  albumName: string;
  onOrderPrints: () => void;
  /** One photo selected: its download dialog. */
  onDownload: () => void;
  /** Several photos: their .zip was asked for. */
  onArchiveStarted: () => void;
  onCopy: () => void;
  onRemove: () => void;
}

/**
 * The bottom bar of an album's selection mode: Order prints (flag rule; disabled with the reason while nothing is
 * selected), Download (one photo, or several as a .zip named after the album), Copy to album (album flag) and Remove
 * from album.
 */
export function AlbumSelectionToolbar(props: AlbumSelectionToolbarProps) {
  const { selectedIds, albumName, onOrderPrints, onDownload, onArchiveStarted, onCopy, onRemove } = props;
  const intl = useIntl();
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const none = selectedIds.length === 0;
  return (
    <ActionBar label={intl.formatMessage(m.label)} className="album-selection-toolbar" testId="album-selection-toolbar">
      <OrderPrintsButton onPress={onOrderPrints} disabledReason={none ? intl.formatMessage(m.orderPrintsNone) : undefined} />
      <DownloadSelectionButton
        photoIds={selectedIds}
        archiveName={albumName}
        onSingle={onDownload}
        onArchiveStarted={onArchiveStarted}
      />
      {albumsOn ? (
        <Button variant="secondary" isDisabled={none} onPress={onCopy} data-testid="toolbar-copy">
          {intl.formatMessage(m.copy)}
        </Button>
      ) : null}
      <Button variant="danger" isDisabled={none} onPress={onRemove} data-testid="toolbar-remove">
        {intl.formatMessage(m.remove)}
      </Button>
    </ActionBar>
  );
}
