import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal } from '../../ui';

const m = defineMessages({
  title: { id: 'sharedAlbums.delete.title', defaultMessage: 'Delete album?' },
  cancel: { id: 'sharedAlbums.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'sharedAlbums.delete.confirm', defaultMessage: 'Delete album' },
  error: { id: 'sharedAlbums.delete.error', defaultMessage: 'Unable to remove album. Please try again' },
});

const mv = defineMessages<{ owner: { albumName: string }; participant: { albumName: string } }>({
  owner: {
    id: 'sharedAlbums.delete.owner',
    defaultMessage:
      'The shared album "{albumName}" will be deleted for you and for all participants. The photos stay in the accounts of the people who added them.',
  },
  participant: {
    id: 'sharedAlbums.delete.participant',
    defaultMessage:
      'The shared album "{albumName}" will be deleted for you. The photos you added are removed from it; they stay in your own photo library.',
  },
});

export interface DeleteSharedAlbumModalProps {
  isOpen: boolean;
  onClose: () => void;
  albumName: string;
  viewerIsOwner: boolean;
  /** Deletes the album; resolves false when it was refused, rejects when it failed (the modal stays open with the error). */
  onDelete: () => Promise<boolean>;
}

/**
 * Delete album of a shared album, with the owner's text (gone for all participants, photos stay) or the
 * participant's (gone for them, the photos they added leave the album, their library keeps them). A failure shows
 * 'Unable to remove album. Please try again' until the modal closes.
 */
export function DeleteSharedAlbumModal({ isOpen, onClose, albumName, viewerIsOwner, onDelete }: DeleteSharedAlbumModalProps) {
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
      testId="delete-shared-album-modal"
    >
      <p>{intl.formatMessage(viewerIsOwner ? mv.owner : mv.participant, { albumName })}</p>
    </ConfirmModal>
  );
}
