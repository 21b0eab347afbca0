import { MAX_SENDER_NAME_LENGTH } from '@my-account/brands';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../../brand/BrandContext';
import { fieldErrorMap, type FieldErrorValue } from '../../../relay/fieldErrors';
import { Banner, Button, TextField } from '../../../ui';
import { useShareOnlinePhotoBookMutation, type ShareFailure } from '../mutations/useShareOnlinePhotoBookMutation';
import './ShareOnlineVersionForm.css';

const m = defineMessages({
  intro: { id: 'orders.share.intro', defaultMessage: 'We will send an e-mail with a link to your online photo book.' },
  senderName: { id: 'orders.share.senderName', defaultMessage: 'Your name' },
  senderNameInvalid: { id: 'orders.share.senderNameInvalid', defaultMessage: 'Please enter your name' },
  senderNameNotPlain: {
    id: 'orders.share.senderNameNotPlain',
    defaultMessage: 'Please enter only your name: at most 60 characters, no web addresses or special characters',
  },
  recipientEmailInvalid: { id: 'orders.share.recipientEmailInvalid', defaultMessage: 'Please enter a valid e-mail address' },
  personalMessageInvalid: { id: 'orders.share.personalMessageInvalid', defaultMessage: 'The personal message is too long' },
  recipientEmail: { id: 'orders.share.recipientEmail', defaultMessage: "Recipient's e-mail address" },
  personalMessage: { id: 'orders.share.personalMessage', defaultMessage: 'Personal message (optional)' },
  send: { id: 'orders.share.send', defaultMessage: 'Send' },
  sending: { id: 'orders.share.sending', defaultMessage: 'Sending…' },
  ONLINE_VERSION_NOT_READY: {
    id: 'orders.share.notReady',
    defaultMessage: 'Your online photo book is not ready to be shared yet. Please try again in a few minutes.',
  },
  ORDER_BLOCKED: { id: 'orders.share.blocked', defaultMessage: 'This order is blocked, so its online photo book cannot be shared.' },
  NOT_FOUND: { id: 'orders.share.notFound', defaultMessage: 'This photo book could not be found.' },
  TOO_MANY_REQUESTS: { id: 'orders.share.tooMany', defaultMessage: 'Too many shares have been sent. Please try again later.' },
  failed: { id: 'orders.share.failed', defaultMessage: 'Your online photo book could not be shared. Please try again.' },
});

/** A refusal of the share as a whole (the fields show theirs), or 'failed': the unexpected. */
type Problem = Exclude<ShareFailure, 'INVALID_INPUT'> | 'failed';

interface ShareValues {
  senderName: string;
  recipientEmail: string;
  personalMessage: string;
}

const EMPTY: ShareValues = { senderName: '', recipientEmail: '', personalMessage: '' };

/** The state of a share form: its values, the service's refusals, and `submit`. */
export interface ShareForm {
  values: ShareValues;
  edit: (field: keyof ShareValues) => (value: string) => void;
  submit: (event: FormEvent) => void;
  isSharing: boolean;
  /** The message of each refused field. */
  errors: Record<string, string>;
  problem: Problem | null;
  /** The address the last share went to (until the next one starts). */
  sharedWith: string | null;
}

/**
 * Sharing an ordered photo book's online version by e-mail (sender name, recipient, personal message) on the brand
 * site's channel. The widget service checks the fields; its messages show on them, and a refusal of the share as a
 * whole (e.g. past the share limits) above the Send button. Once shared, the recipient and the message are cleared
 * (the sender's name stays for the next one).
 */
export function useShareOnlineVersionForm(productId: string, onShared?: (recipientEmail: string) => void): ShareForm {
  const brand = useBrand();
  const intl = useIntl();
  const [share, isSharing] = useShareOnlinePhotoBookMutation();
  const [values, setValues] = useState<ShareValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<readonly FieldErrorValue[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sharedWith, setSharedWith] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSharing) return;
    setProblem(null);
    setSharedWith(null);
    const email = values.recipientEmail.trim();
    share({ productId, senderName: values.senderName.trim(), recipientEmail: email, personalMessage: values.personalMessage, channel: brand.channel })
      .then((outcome) => {
        if (outcome.ok) {
          setValues((current) => ({ ...current, recipientEmail: '', personalMessage: '' }));
          setFieldErrors([]);
          setSharedWith(email);
          onShared?.(email);
        } else if (outcome.failure === 'INVALID_INPUT') setFieldErrors(outcome.fieldErrors);
        else setProblem(outcome.failure);
      })
      .catch(() => setProblem('failed'));
  };
  const edit = useCallback(
    (field: keyof ShareValues) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setFieldErrors((current) => current.filter((error) => error.field !== field));
    },
    [],
  );
  // A refused name: empty → 'Please enter your name', else not plain text (the error goes once the field is edited).
  const errors = fieldErrorMap(fieldErrors, {
    senderName: intl.formatMessage(values.senderName.trim() ? m.senderNameNotPlain : m.senderNameInvalid),
    recipientEmail: intl.formatMessage(m.recipientEmailInvalid),
    personalMessage: intl.formatMessage(m.personalMessageInvalid),
  });
  return { values, edit, submit, isSharing, errors, problem, sharedWith };
}

export interface ShareOnlineVersionFormProps {
  form: ShareForm;
  /** The form's id (a dialog's footer buttons submit it with `form=`). */
  id: string;
  autoFocus?: boolean;
  /** What follows the fields inside the form (e.g. its Send button). */
  children?: ReactNode;
}

/** The fields of a share form (the browser's own validation off: the service's messages show on the fields). */
export function ShareOnlineVersionForm({ form, id, autoFocus, children }: ShareOnlineVersionFormProps) {
  const intl = useIntl();
  const { values, edit, errors, problem } = form;
  return (
    <form id={id} className="share-form" noValidate onSubmit={form.submit}>
      <p className="share-form__intro">{intl.formatMessage(m.intro)}</p>
      <TextField
        validationBehavior="aria"
        label={intl.formatMessage(m.senderName)}
        value={values.senderName}
        onChange={edit('senderName')}
        autoComplete="name"
        maxLength={MAX_SENDER_NAME_LENGTH}
        autoFocus={autoFocus}
        errorMessage={errors.senderName ?? null}
      />
      <TextField
        validationBehavior="aria"
        label={intl.formatMessage(m.recipientEmail)}
        type="email"
        value={values.recipientEmail}
        onChange={edit('recipientEmail')}
        autoComplete="off"
        errorMessage={errors.recipientEmail ?? null}
      />
      <TextField
        validationBehavior="aria"
        label={intl.formatMessage(m.personalMessage)}
        multiline
        value={values.personalMessage}
        onChange={edit('personalMessage')}
        maxLength={1000}
        errorMessage={errors.personalMessage ?? null}
      />
      {problem ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m[problem])}</p>
        </Banner>
      ) : null}
      {children}
    </form>
  );
}

/** The button that sends a share form (`formId`), wherever it stands; 'Sending…' and disabled while it is sent. */
export function ShareSendButton({ form, formId }: { form: ShareForm; formId: string }) {
  const intl = useIntl();
  return (
    <Button variant="primary" type="submit" form={formId} isDisabled={form.isSharing} aria-busy={form.isSharing || undefined}>
      {intl.formatMessage(form.isSharing ? m.sending : m.send)}
    </Button>
  );
}
