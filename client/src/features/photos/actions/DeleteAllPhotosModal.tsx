import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal, TextField } from '../../../ui';
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
  const [deleteAllPhotos] = useDeleteAllPhotosMutation();
  const [value, setValue] = useState('');
  const close = () => {
    setValue('');
    onClose();
  };
  const confirm = async () => {
    if (!(await deleteAllPhotos(value)).ok) return false;
    close();
  };

  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.confirm)}
      isConfirmDisabled={value !== DELETE_ALL_CONFIRMATION}
      cancelLabel={intl.formatMessage(m.cancel)}
      errorText={intl.formatMessage(m.error)}
      onConfirm={confirm}
      testId="delete-all-photos-modal"
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
    </ConfirmModal>
  );
}
