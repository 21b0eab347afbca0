import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../../brand/BrandContext';
import { Banner, Button, Modal, TextField } from '../../../ui';
import { fieldErrorMap, type FieldErrorValue } from '../../../relay/fieldErrors';
import { useShareOnlinePhotoBookMutation, type ShareResult } from '../mutations/useShareOnlinePhotoBookMutation';

const m = defineMessages({
  title: { id: 'orders.share.title', defaultMessage: 'Share your online photo book' },
  intro: { id: 'orders.share.intro', defaultMessage: 'We will send an e-mail with a link to your online photo book.' },
  senderName: { id: 'orders.share.senderName', defaultMessage: 'Your name' },
  recipientEmail: { id: 'orders.share.recipientEmail', defaultMessage: "Recipient's e-mail address" },
  personalMessage: { id: 'orders.share.personalMessage', defaultMessage: 'Personal message (optional)' },
  send: { id: 'orders.share.send', defaultMessage: 'Send' },
  cancel: { id: 'orders.share.cancel', defaultMessage: 'Cancel' },
  NOT_READY: {
    id: 'orders.share.notReady',
    defaultMessage: 'Your online photo book is not ready to be shared yet. Please try again in a few minutes.',
  },
  BLOCKED: { id: 'orders.share.blocked', defaultMessage: 'This order is blocked, so its online photo book cannot be shared.' },
  NOT_FOUND: { id: 'orders.share.notFound', defaultMessage: 'This photo book could not be found.' },
  failed: { id: 'orders.share.failed', defaultMessage: 'Your online photo book could not be shared. Please try again.' },
});

type Problem = Extract<ShareResult, { refused: unknown }>['refused'] | 'failed';

export interface ShareOnlineVersionDialogProps {
  productId: string;
  onClose: () => void;
  /** Shared with this e-mail address. */
  onShared: (recipientEmail: string) => void;
}

/**
 * 'Share by e-mail': sender name, recipient e-mail and a personal message. The widget service checks them, and its
 * messages show on the fields (not the browser's own validation).
 */
export function ShareOnlineVersionDialog({ productId, onClose, onShared }: ShareOnlineVersionDialogProps) {
  const intl = useIntl();
  const brand = useBrand();
  const [share, isSharing] = useShareOnlinePhotoBookMutation();
  const [senderName, setSenderName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [personalMessage, setPersonalMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrorValue[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const errors = fieldErrorMap(fieldErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSharing) return;
    setProblem(null);
    try {
      const email = recipientEmail.trim();
      const result = await share({ productId, senderName: senderName.trim(), recipientEmail: email, personalMessage, channel: brand.vendor });
      if ('ok' in result) onShared(email);
      else if ('fieldErrors' in result) setFieldErrors(result.fieldErrors);
      else setProblem(result.refused);
    } catch {
      setProblem('failed');
    }
  };
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setFieldErrors((current) => current.filter((error) => error.field !== field));
  };

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
          <Button variant="primary" type="submit" form="share-online-version-form" isDisabled={isSharing}>
            {intl.formatMessage(m.send)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(m.intro)}</p>
      <form id="share-online-version-form" className="share-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          validationBehavior="aria"
          label={intl.formatMessage(m.senderName)}
          value={senderName}
          onChange={edit('senderName', setSenderName)}
          autoComplete="name"
          autoFocus
          errorMessage={errors.senderName ?? null}
        />
        <TextField
          validationBehavior="aria"
          label={intl.formatMessage(m.recipientEmail)}
          type="email"
          value={recipientEmail}
          onChange={edit('recipientEmail', setRecipientEmail)}
          autoComplete="off"
          errorMessage={errors.recipientEmail ?? null}
        />
        <TextField
          validationBehavior="aria"
          label={intl.formatMessage(m.personalMessage)}
          multiline
          value={personalMessage}
          onChange={edit('personalMessage', setPersonalMessage)}
          maxLength={1000}
          errorMessage={errors.personalMessage ?? null}
        />
      </form>
      {problem ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m[problem])}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}
