import { defineMessages, useIntl } from 'react-intl';
import { ConfirmModal } from '../../../ui';
import { useDeleteOnlineVersionMutation } from '../mutations/useDeleteOnlineVersionMutation';

const m = defineMessages({
  title: { id: 'photoBooks.deleteOnline.title', defaultMessage: 'Delete the online version?' },
  cancel: { id: 'photoBooks.deleteOnline.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'photoBooks.deleteOnline.confirm', defaultMessage: 'Delete online version' },
  error: { id: 'photoBooks.deleteOnline.error', defaultMessage: 'The online version could not be deleted. Please try again.' },
});

const mv = defineMessages<{ text: { title: string } }>({
  text: {
    id: 'photoBooks.deleteOnline.text',
    defaultMessage:
      'The online version of "{title}" will be taken down: its link stops working for everyone you shared it with, and it leaves the gallery. You can request a new online version at any time.',
  },
});

export interface DeleteOnlineVersionModalProps {
  photoBookId: string;
  title: string;
  onClose: () => void;
  /** The online version is deleted (the book shows 'Request online version' again); the caller closes the modal. */
  onDeleted: () => void;
}

/**
 * 'Delete the online version?' naming the photo book; 'Delete online version' takes it down (the request lifecycle:
 * pending while it runs, a refusal or failure says so in the dialog, closing resets it).
 */
export function DeleteOnlineVersionModal({ photoBookId, title, onClose, onDeleted }: DeleteOnlineVersionModalProps) {
  const intl = useIntl();
  const [remove] = useDeleteOnlineVersionMutation();
  const confirm = async () => {
    const { ok: deleted } = await remove(photoBookId);
    if (deleted) onDeleted();
    return deleted;
  };
  return (
    <ConfirmModal
      isOpen
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      errorText={intl.formatMessage(m.error)}
      onConfirm={confirm}
      testId="delete-online-version-modal"
    >
      <p>{intl.formatMessage(mv.text, { title })}</p>
    </ConfirmModal>
  );
}
