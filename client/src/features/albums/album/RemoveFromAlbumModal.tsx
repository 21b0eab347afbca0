import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal } from '../../../ui';
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
  const [removePhotos] = useRemovePhotosFromAlbumMutation();
  const [deletePhotos] = useDeletePhotosMutation();
  const { settle, errorText } = usePhotoActionOutcome({ selection, onClose });
  const count = photoIds.length;

  const remove = async () => {
    const requested = [...photoIds];
    const failed = await removePhotos(albumId, requested, connections).then((result) => (result.ok ? result.failedPhotoIds : requested), () => requested);
    return settle(failed, { single: m.removeErrorSingle, multi: m.removeErrorMulti });
  };

  const deleteFromLibrary = async () => {
    const requested = [...photoIds];
    const result = await deletePhotos(requested, connections).catch(() => null);
    if (result) onDeleted();
    return settle(result?.failedPhotoIds ?? requested, { single: m.deleteErrorSingle, multi: m.deleteErrorMulti });
  };

  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage(mv.title, { count })}
      confirmLabel={intl.formatMessage(m.remove)}
      confirmVariant="primary"
      alternative={{ label: intl.formatMessage(m.delete), onConfirm: deleteFromLibrary }}
      isConfirmDisabled={count === 0}
      cancelLabel={intl.formatMessage(m.cancel)}
      errorText={errorText}
      onConfirm={remove}
      testId="remove-from-album-modal"
    >
      <p>{intl.formatMessage(m.text)}</p>
    </ConfirmModal>
  );
}
