import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Modal } from '../../../ui';
import { useDeletePhotosMutation } from '../mutations';
import type { PhotoSelection } from '../selection/photoSelection';
import { usePhotoActionOutcome } from './usePhotoActionOutcome';

const m = defineMessages({
  singleTitle: { id: 'photos.delete.single.title', defaultMessage: 'Delete photo?' },
  singleText: {
    id: 'photos.delete.single.text',
    defaultMessage: 'This photo will be deleted from your library and from any albums it is in. This cannot be undone.',
  },
  multiText: {
    id: 'photos.delete.multi.text',
    defaultMessage: 'These photos will be deleted from your library and from any albums they are in. This cannot be undone.',
  },
  cancel: { id: 'photos.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'photos.delete.confirm', defaultMessage: 'Delete' },
  errorSingle: { id: 'photos.delete.error.single', defaultMessage: 'Error: Your photo could not be deleted' },
  errorMulti: { id: 'photos.delete.error.multi', defaultMessage: 'Error: Your photos could not be deleted' },
});

const mv = defineMessages<{ multiTitle: { count: number } }>({
  multiTitle: { id: 'photos.delete.multi.title', defaultMessage: 'Delete {count, plural, one {# photo} other {# photos}}?' },
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
export function DeletePhotosModal({ isOpen, onClose, photoIds, connections, selection }: DeletePhotosModalProps) {
  const intl = useIntl();
  const [commit, isInFlight] = useDeletePhotosMutation();
  const { error, close, settle, clearError } = usePhotoActionOutcome({ selection, onClose, isPending: isInFlight });
  const single = photoIds.length === 1;
  const failure = { single: m.errorSingle, multi: m.errorMulti };

  const confirm = () => {
    clearError();
    const requested = [...photoIds];
    commit({
      photoIds: requested,
      connections,
      onCompleted: ({ failedPhotoIds }) => settle(failedPhotoIds, failure),
      onError: () => settle(requested, failure),
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      isKeyboardDismissDisabled={isInFlight}
      role="alertdialog"
      testId="delete-photos-modal"
      title={single ? intl.formatMessage(m.singleTitle) : intl.formatMessage(mv.multiTitle, { count: photoIds.length })}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isInFlight}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="danger" onPress={confirm} isDisabled={isInFlight || photoIds.length === 0}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(single ? m.singleText : m.multiText)}</p>
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}
