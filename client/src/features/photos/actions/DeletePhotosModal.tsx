import { defineMessages, useIntl } from 'react-intl';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { ConfirmModal } from '../../../ui';
import { useDeletePhotosMutation } from '../mutations';
import type { PhotoSelection } from '../selection/photoSelection';
import { deletionTexts } from './deletionTexts';
import { usePhotoActionOutcome } from './usePhotoActionOutcome';

const m = defineMessages({
  singleTitle: { id: 'photoDeletion.single.title', defaultMessage: 'Delete photo?' },
  singleText: {
    id: 'photoDeletion.single.text',
    defaultMessage: 'This photo will be deleted from your library and from any albums it is in. This cannot be undone.',
  },
  multiText: {
    id: 'photoDeletion.multi.text',
    defaultMessage: 'These photos will be deleted from your library and from any albums they are in. This cannot be undone.',
  },
  cancel: { id: 'photoDeletion.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'photoDeletion.confirm', defaultMessage: 'Delete' },
  errorSingle: { id: 'photoDeletion.error.single', defaultMessage: 'Error: Your photo could not be deleted' },
  errorMulti: { id: 'photoDeletion.error.multi', defaultMessage: 'Error: Your photos could not be deleted' },
});

const mv = defineMessages<{ multiTitle: { count: number } }>({
  multiTitle: { id: 'photoDeletion.multi.title', defaultMessage: 'Delete {count, plural, one {# photo} other {# photos}}?' },
});

export interface DeletePhotosModalProps {
  isOpen: boolean;
  onClose: () => void;
  photoIds: readonly string[];
  /** Connections the deleted photos are removed from. */
  connections: readonly string[];
  selection: PhotoSelection;
}

/**
 * Single or multi delete. On success the selection mode ends; photos that could not be deleted stay selected
 * and the error is shown (it is reset when the modal closes).
 */
export function DeletePhotosModal(props: DeletePhotosModalProps) {
  return (
    <MessageScopeProvider scope={deletionTexts}>
      <DeletePhotosModalBody {...props} />
    </MessageScopeProvider>
  );
}

function DeletePhotosModalBody({ isOpen, onClose, photoIds, connections, selection }: DeletePhotosModalProps) {
  const intl = useIntl();
  const [deletePhotos] = useDeletePhotosMutation();
  const { settle, errorText } = usePhotoActionOutcome({ selection, onClose });
  const single = photoIds.length === 1;
  const failure = { single: m.errorSingle, multi: m.errorMulti };

  const confirm = async () => {
    const requested = [...photoIds];
    const failed = await deletePhotos(requested, connections).then((result) => result.failedPhotoIds, () => requested);
    return settle(failed, failure);
  };

  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={single ? intl.formatMessage(m.singleTitle) : intl.formatMessage(mv.multiTitle, { count: photoIds.length })}
      confirmLabel={intl.formatMessage(m.confirm)}
      isConfirmDisabled={photoIds.length === 0}
      cancelLabel={intl.formatMessage(m.cancel)}
      errorText={errorText}
      onConfirm={confirm}
      testId="delete-photos-modal"
    >
      <p>{intl.formatMessage(single ? m.singleText : m.multiText)}</p>
    </ConfirmModal>
  );
}
