import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DeleteAccountCard_viewer$key } from '../../../__generated__/DeleteAccountCard_viewer.graphql';
import { useBrand } from '../../../brand/BrandContext';
import { Banner, Button, Card, ConfirmModal } from '../../../ui';
import { useRequestAccountDeletionMutation, type AccountDeletionFailure } from '../mutations/useRequestAccountDeletionMutation';
import { useRequest } from '../../../relay/requestState';

const m = defineMessages({
  title: { id: 'settings.delete.title', defaultMessage: 'Delete account' },
  text: {
    id: 'settings.delete.text',
    defaultMessage: 'Deleting your account removes your photos, albums and details for good. We will e-mail you a link to confirm it.',
  },
  button: { id: 'settings.delete.button', defaultMessage: 'Delete my account' },
  modalTitle: { id: 'settings.delete.modalTitle', defaultMessage: 'Delete your account?' },
  confirm: { id: 'settings.delete.confirm', defaultMessage: 'Send confirmation e-mail' },
  cancel: { id: 'settings.delete.cancel', defaultMessage: 'Cancel' },
  TOO_MANY_REQUESTS: {
    id: 'settings.delete.tooMany',
    defaultMessage: 'You have requested too many changes. Please try again later.',
  },
  UNEXPECTED: { id: 'settings.delete.failed', defaultMessage: 'The confirmation e-mail could not be sent. Please try again.' },
});

const mv = defineMessages<{ modalText: { email: string }; sent: { email: string } }>({
  modalText: {
    id: 'settings.delete.modalText',
    defaultMessage:
      'We will send a confirmation link to {email}. Your account is deleted once you open it: your photos, albums and details are then removed and cannot be brought back.',
  },
  sent: { id: 'settings.delete.sent', defaultMessage: 'Check your inbox: open the link we sent to {email} to delete your account.' },
});

/** Account deletion with a confirmation step: a modal, then an e-mailed link (the account goes once it is opened). */
export function DeleteAccountCard({ viewer: key }: { viewer: DeleteAccountCard_viewer$key }) {
  const intl = useIntl();
  const brand = useBrand();
  const viewer = useFragment(
    graphql`
      fragment DeleteAccountCard_viewer on Viewer {
        email
      }
    `,
    key,
  );
  const [open, setOpen] = useState(false);
  const requestDeletion = useRequestAccountDeletionMutation();
  const request = useRequest<AccountDeletionFailure>();
  const { state } = request;
  const email = viewer.email ?? '';
  return (
    <Card title={intl.formatMessage(m.title)} testId="settings-delete">
      <div className="settings-cookies" data-request-state={state.status}>
        {state.status === 'Finished' ? (
          <Banner tone="info">
            <p>{intl.formatMessage(mv.sent, { email })}</p>
          </Banner>
        ) : (
          <p className="settings-delete__text">{intl.formatMessage(m.text)}</p>
        )}
        <div>
          <Button variant="danger" onPress={() => setOpen(true)}>
            {intl.formatMessage(m.button)}
          </Button>
        </div>
      </div>
      <ConfirmModal
        isOpen={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(m.modalTitle)}
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        errorText={intl.formatMessage(state.status === 'Failed' ? m[state.failure] : m.UNEXPECTED)}
        onConfirm={async () => {
          if (!(await request.run(() => requestDeletion(brand.channel)))) return false;
          setOpen(false);
        }}
        testId="delete-account-modal"
      >
        <p>{intl.formatMessage(mv.modalText, { email })}</p>
      </ConfirmModal>
    </Card>
  );
}
