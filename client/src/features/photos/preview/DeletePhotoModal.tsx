import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

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

/** The single-photo delete confirmation of the preview. */
export function DeletePhotoModal({ isOpen, onClose, onDelete }: DeletePhotoModalProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false); // dialogs reset their error state when closed (spec §4)
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onDelete();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage(m.title)}
      role="alertdialog"
      isKeyboardDismissDisabled={pending}
      testId="delete-photo-dialog"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isDisabled={pending}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(m.text)}</p>
      {failed ? (
        <p role="alert" className="photo-preview__delete-error">
          {intl.formatMessage(m.error)}
        </p>
      ) : null}
    </Modal>
  );
}
