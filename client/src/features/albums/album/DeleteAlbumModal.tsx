import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal } from '../../../ui';

const m = defineMessages({
  title: { id: 'albums.delete.title', defaultMessage: 'Delete album?' },
  cancel: { id: 'albums.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'albums.delete.confirm', defaultMessage: 'Delete album' },
  error: { id: 'albums.delete.error', defaultMessage: 'Unable to remove album. Please try again' },
});

const mv = defineMessages<{ text: { albumName: string } }>({
  text: {
    id: 'albums.delete.text',
    defaultMessage: 'The album "{albumName}" will be deleted. Its photos stay in your photo library.',
  },
});

export interface DeleteAlbumModalProps {
  isOpen: boolean;
  onClose: () => void;
  albumName: string;
  /** Deletes the album; resolves false when it was refused, rejects when it failed (the modal stays open with the error). */
  onDelete: () => Promise<boolean>;
}

/** Delete album: on failure 'Unable to remove album. Please try again' (reset when the modal closes). */
export function DeleteAlbumModal({ isOpen, onClose, albumName, onDelete }: DeleteAlbumModalProps) {
  const intl = useIntl();
  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      errorText={intl.formatMessage(m.error)}
      onConfirm={onDelete}
      testId="delete-album-modal"
    >
      <p>{intl.formatMessage(mv.text, { albumName })}</p>
    </ConfirmModal>
  );
}
