import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal } from '../../../ui';

const m = defineMessages({
  title: { id: 'photos.preview.delete.title', defaultMessage: 'Delete photo?' },
  text: {
    id: 'photos.preview.delete.text',
    defaultMessage: 'The photo will be deleted from your photo library. This cannot be undone.',
  },
  error: { id: 'photos.preview.delete.error', defaultMessage: 'Error: Your photo could not be deleted' },
  cancel: { id: 'photos.preview.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'photos.preview.delete.confirm', defaultMessage: 'Delete' },
});

export interface DeletePhotoModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Deletes the photo; rejects when it could not be deleted (the dialog then stays open with the error). */
  onDelete: () => Promise<void>;
}

/** The single-photo delete confirmation of the preview; its error is reset when it closes (spec §4). */
export function DeletePhotoModal({ isOpen, onClose, onDelete }: DeletePhotoModalProps) {
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
      testId="delete-photo-dialog"
    >
      <p>{intl.formatMessage(m.text)}</p>
    </ConfirmModal>
  );
}
