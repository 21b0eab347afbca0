import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { ConfirmModal, TextField } from '../../../ui';
import { DELETE_ALL_CONFIRMATION, useDeleteAllPhotosMutation } from '../mutations';
import { deletionTexts } from './deletionTexts';

const m = defineMessages({
  title: { id: 'photoDeletion.all.title', defaultMessage: 'Delete all photos?' },
  text: {
    id: 'photoDeletion.all.text',
    defaultMessage: 'Every photo in your library will be deleted, including the photos in your albums. This cannot be undone.',
  },
  label: { id: 'photoDeletion.all.label', defaultMessage: 'Type DELETE to confirm' },
  cancel: { id: 'photoDeletion.all.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'photoDeletion.all.confirm', defaultMessage: 'Delete all photos' },
  error: { id: 'photoDeletion.all.error', defaultMessage: 'Error: Your photos could not be deleted' },
});

export interface DeleteAllPhotosModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Delete-all: enabled only once the customer has typed DELETE exactly (spec §5). */
export function DeleteAllPhotosModal(props: DeleteAllPhotosModalProps) {
  return (
    <MessageScopeProvider scope={deletionTexts}>
      <DeleteAllPhotosModalBody {...props} />
    </MessageScopeProvider>
  );
}

function DeleteAllPhotosModalBody({ isOpen, onClose }: DeleteAllPhotosModalProps) {
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
