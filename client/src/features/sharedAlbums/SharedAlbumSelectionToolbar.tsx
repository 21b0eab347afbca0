import { defineMessages, useIntl } from 'react-intl';
import { useFlag } from '../../flags/useFlag';
import { ActionBar, DisabledButton } from '../../ui';
import { DownloadSelectionButton } from '../downloads/DownloadSelectionButton';
import { usePrintOrderingAvailable } from '../prints/printsFlags';

const m = defineMessages({
  label: { id: 'sharedAlbums.toolbar.label', defaultMessage: 'Selected photos' },
  unavailable: { id: 'sharedAlbums.toolbar.unavailable', defaultMessage: 'Unavailable for shared albums' },
  orderPrints: { id: 'sharedAlbums.toolbar.orderPrints', defaultMessage: 'Order photo prints' },
  copy: { id: 'sharedAlbums.toolbar.copyToAlbum', defaultMessage: 'Copy to album' },
  remove: { id: 'sharedAlbums.toolbar.remove', defaultMessage: 'Remove from album' },
});

export interface SharedAlbumSelectionToolbarProps {
  /** Global ids of the selected photos (any participant's). */
  selectedIds: readonly string[];
  /** The shared album (global id) and its name: several photos are downloaded as a .zip through it. */
  sharedAlbumId: string;
  albumName: string;
  /** One photo selected: its download dialog. */
  onDownload: () => void;
  /** Several photos: their .zip was asked for. */
  onArchiveStarted: () => void;
}

/**
 * The selection toolbar of a shared album, which is read-only: Order prints (when print ordering is on), Copy to
 * album (album flag) and Remove from album are disabled with the tooltip 'Unavailable for shared albums' (on
 * hover and keyboard focus); Download works.
 */
export function SharedAlbumSelectionToolbar(props: SharedAlbumSelectionToolbarProps) {
  const { selectedIds, sharedAlbumId, albumName, onDownload, onArchiveStarted } = props;
  const intl = useIntl();
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const printsOn = usePrintOrderingAvailable();
  const unavailable = intl.formatMessage(m.unavailable);
  return (
    <ActionBar label={intl.formatMessage(m.label)} testId="shared-album-toolbar">
      {printsOn ? (
        <DisabledButton reason={unavailable} testId="toolbar-order-prints">
          {intl.formatMessage(m.orderPrints)}
        </DisabledButton>
      ) : null}
      <DownloadSelectionButton
        photoIds={selectedIds}
        sharedAlbumId={sharedAlbumId}
        archiveName={albumName}
        onSingle={onDownload}
        onArchiveStarted={onArchiveStarted}
      />
      {albumsOn ? (
        <DisabledButton reason={unavailable} testId="toolbar-copy">
          {intl.formatMessage(m.copy)}
        </DisabledButton>
      ) : null}
      <DisabledButton reason={unavailable} variant="danger" testId="toolbar-remove">
        {intl.formatMessage(m.remove)}
      </DisabledButton>
    </ActionBar>
  );
}
