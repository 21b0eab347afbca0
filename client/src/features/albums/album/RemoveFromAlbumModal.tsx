import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Modal } from '../../../ui';
import { usePhotoActionOutcome } from '../../photos/actions/usePhotoActionOutcome';
import { useDeletePhotosMutation } from '../../photos/mutations';
import type { PhotoSelection } from '../../photos/selection/photoSelection';
import { useRemovePhotosFromAlbumMutation } from '../mutations/useRemovePhotosFromAlbumMutation';

const m = defineMessages({
  text: {
    id: 'albums.remove.text',
    defaultMessage:
      'Remove from this album only (the photos stay in your photo library), or delete from your photo library and every album?',
  },
  cancel: { id: 'albums.remove.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'albums.remove.confirm', defaultMessage: 'Remove from album' },
  delete: { id: 'albums.remove.delete', defaultMessage: 'Delete from library' },
  removeErrorSingle: { id: 'albums.remove.error.single', defaultMessage: 'Error: Your photo could not be removed from the album' },
  removeErrorMulti: { id: 'albums.remove.error.multi', defaultMessage: 'Error: Your photos could not be removed from the album' },
  deleteErrorSingle: { id: 'albums.remove.deleteError.single', defaultMessage: 'Error: Your photo could not be deleted' },
  deleteErrorMulti: { id: 'albums.remove.deleteError.multi', defaultMessage: 'Error: Your photos could not be deleted' },
});

const mv = defineMessages<{ title: { count: number } }>({
  title: { id: 'albums.remove.title', defaultMessage: 'Remove {count, plural, one {# photo} other {# photos}}?' },
});

export interface RemoveFromAlbumModalProps {
  isOpen: boolean;
  onClose: () => void;
  albumId: string;
  photoIds: readonly string[];
  /** The album photo connections the photos leave. */
  connections: readonly string[];
  selection: PhotoSelection;
  /** After photos were deleted from the library (the album's count and cover are refreshed). */
  onDeleted: () => void;
}

/**
 * 'Remove vs delete' (spec §2): take the selected photos out of this album, or delete them from the library. On
 * success selection mode ends; photos that failed stay selected with the error (reset when the modal closes).
 */
export function RemoveFromAlbumModal({ isOpen, onClose, albumId, photoIds, connections, selection, onDeleted }: RemoveFromAlbumModalProps) {
  const intl = useIntl();
  const [removePhotos, removing] = useRemovePhotosFromAlbumMutation();
  const [deletePhotos, deleting] = useDeletePhotosMutation();
  const pending = removing || deleting;
  const { error, close, settle, clearError } = usePhotoActionOutcome({ selection, onClose, isPending: pending });
  const count = photoIds.length;
  const removeFailure = { single: m.removeErrorSingle, multi: m.removeErrorMulti };
  const deleteFailure = { single: m.deleteErrorSingle, multi: m.deleteErrorMulti };

  const remove = async () => {
    clearError();
    const requested = [...photoIds];
    try {
      const { failedPhotoIds } = await removePhotos(albumId, requested, connections);
      settle(failedPhotoIds, removeFailure);
    } catch {
      settle(requested, removeFailure);
    }
  };

  const deleteFromLibrary = () => {
    clearError();
    const requested = [...photoIds];
    deletePhotos({
      photoIds: requested,
      connections,
      onCompleted: ({ failedPhotoIds }) => {
        onDeleted();
        settle(failedPhotoIds, deleteFailure);
      },
      onError: () => settle(requested, deleteFailure),
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      isKeyboardDismissDisabled={pending}
      role="alertdialog"
      testId="remove-from-album-modal"
      title={intl.formatMessage(mv.title, { count })}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="danger" onPress={deleteFromLibrary} isDisabled={pending || count === 0}>
            {intl.formatMessage(m.delete)}
          </Button>
          <Button variant="primary" onPress={() => void remove()} isDisabled={pending || count === 0}>
            {intl.formatMessage(m.remove)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(m.text)}</p>
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}
