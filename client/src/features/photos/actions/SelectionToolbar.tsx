import { defineMessages, useIntl } from 'react-intl';
import { useFlag } from '../../../flags/useFlag';
import { Button, Tooltip } from '../../../ui';
import './SelectionToolbar.css';

/** At most this many photos per download (spec §9). */
export const MAX_DOWNLOAD_PHOTOS = 100;

const m = defineMessages({
  label: { id: 'photos.toolbar.label', defaultMessage: 'Selected photos' },
  download: { id: 'photos.toolbar.download', defaultMessage: 'Download' },
  downloadLimit: { id: 'photos.toolbar.downloadLimit', defaultMessage: 'Up to 100 photos can be downloaded at a time' },
  copy: { id: 'photos.toolbar.copyToAlbum', defaultMessage: 'Copy to album' },
  delete: { id: 'photos.toolbar.delete', defaultMessage: 'Delete' },
});

export interface SelectionToolbarProps {
  selectedCount: number;
  onDelete: () => void;
}

/** The bottom bar of selection mode: Download, Copy to album (album flag) and Delete. */
export function SelectionToolbar({ selectedCount, onDelete }: SelectionToolbarProps) {
  const intl = useIntl();
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const downloadBlocked = selectedCount === 0 || selectedCount > MAX_DOWNLOAD_PHOTOS;
  // TODO(downloads issue): Download and Copy to album get their actions with the downloads and albums screens.
  return (
    <div role="toolbar" aria-label={intl.formatMessage(m.label)} className="selection-toolbar" data-testid="selection-toolbar">
      <Tooltip text={downloadBlocked ? intl.formatMessage(m.downloadLimit) : null}>
        <Button variant="secondary" aria-disabled={downloadBlocked || undefined} data-testid="toolbar-download">
          {intl.formatMessage(m.download)}
        </Button>
      </Tooltip>
      {albumsOn ? (
        <Button variant="secondary" isDisabled={selectedCount === 0} data-testid="toolbar-copy">
          {intl.formatMessage(m.copy)}
        </Button>
      ) : null}
      <Button variant="danger" isDisabled={selectedCount === 0} onPress={onDelete} data-testid="toolbar-delete">
        {intl.formatMessage(m.delete)}
      </Button>
    </div>
  );
}
