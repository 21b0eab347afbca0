import { defineMessages, useIntl } from 'react-intl';
import { Button, Modal } from '../../../ui';
import { ShareOnlineVersionForm, ShareSendButton, useShareOnlineVersionForm } from './ShareOnlineVersionForm';

const FORM_ID = 'share-online-version-form';

const m = defineMessages({
  title: { id: 'orders.share.title', defaultMessage: 'Share your online photo book' },
  cancel: { id: 'orders.share.cancel', defaultMessage: 'Cancel' },
});

export interface ShareOnlineVersionDialogProps {
  productId: string;
  onClose: () => void;
  /** Shared with this e-mail address. */
  onShared: (recipientEmail: string) => void;
}

/**
 * 'Share by e-mail' in a dialog: sender name, recipient e-mail and a personal message (`ShareOnlineVersionForm`). The
 * widget service checks them, and its messages show on the fields (not the browser's own validation).
 */
export function ShareOnlineVersionDialog({ productId, onClose, onShared }: ShareOnlineVersionDialogProps) {
  const intl = useIntl();
  const form = useShareOnlineVersionForm(productId, onShared);
  const { isSharing } = form;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open || isSharing ? undefined : onClose())}
      title={intl.formatMessage(m.title)}
      isKeyboardDismissDisabled={isSharing}
      testId="share-dialog"
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSharing}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <ShareSendButton form={form} formId={FORM_ID} />
        </>
      }
    >
      <ShareOnlineVersionForm form={form} id={FORM_ID} autoFocus />
    </Modal>
  );
}
