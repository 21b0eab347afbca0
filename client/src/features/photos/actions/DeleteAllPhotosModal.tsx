import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Modal, TextField } from '../../../ui';
import { DELETE_ALL_CONFIRMATION, useDeleteAllPhotosMutation } from '../mutations';

const m = defineMessages({
  title: { id: 'photos.deleteAll.title', defaultMessage: 'Delete all photos?' },
  text: {
    id: 'photos.deleteAll.text',
    defaultMessage: 'Every photo in your library will be deleted, including the photos in your albums. This cannot be undone.',
  },
  label: { id: 'photos.deleteAll.label', defaultMessage: 'Type DELETE to confirm' },
  cancel: { id: 'photos.deleteAll.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'photos.deleteAll.confirm', defaultMessage: 'Delete all photos' },
  error: { id: 'photos.deleteAll.error', defaultMessage: 'Error: Your photos could not be deleted' },
});

export interface DeleteAllPhotosModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Delete-all: enabled only once the customer has typed DELETE exactly (spec §5). */
export function DeleteAllPhotosModal({ isOpen, onClose }: DeleteAllPhotosModalProps) {
  const intl = useIntl();
  const [commit, isInFlight] = useDeleteAllPhotosMutation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isInFlight) return;
    setValue('');
    setError(null);
    onClose();
  };

  const confirm = () => {
    if (value !== DELETE_ALL_CONFIRMATION) return;
    setError(null);
    commit({
      confirmation: value,
      onCompleted: () => {
        setValue('');
        onClose();
      },
      onError: () => setError(intl.formatMessage(m.error)),
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      isKeyboardDismissDisabled={isInFlight}
      role="alertdialog"
      testId="delete-all-photos-modal"
      title={intl.formatMessage(m.title)}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isInFlight}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="danger" onPress={confirm} isDisabled={isInFlight || value !== DELETE_ALL_CONFIRMATION}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(m.text)}</p>
      <TextField
        label={intl.formatMessage(m.label)}
        value={value}
        onChange={setValue}
        autoComplete="off"
        autoFocus
        testId="delete-all-confirmation"
      />
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}
