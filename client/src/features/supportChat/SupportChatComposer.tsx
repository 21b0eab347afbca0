import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, TextField } from '../../ui';
import { useSendSupportChatMessageMutation, type SendFailure } from './mutations/useSendSupportChatMessageMutation';

/** Longest message, in characters (the service counts the same once trimmed). */
export const MAX_MESSAGE_LENGTH = 2000;

const m = defineMessages({
  label: { id: 'supportChat.field', defaultMessage: 'Your message' },
  hint: { id: 'supportChat.hint', defaultMessage: 'Enter sends it, Shift + Enter starts a new line.' },
  send: { id: 'supportChat.send', defaultMessage: 'Send' },
  empty: { id: 'supportChat.error.empty', defaultMessage: 'Please write a message.' },
  tooLong: { id: 'supportChat.error.tooLong', defaultMessage: 'A message has at most 2,000 characters.' },
  invalid: { id: 'supportChat.error.invalid', defaultMessage: 'This message cannot be sent. Please check it and try again.' },
  tooMany: {
    id: 'supportChat.error.tooMany',
    defaultMessage: 'You have sent a lot of messages in a short time. Please wait a minute and try again.',
  },
  failed: { id: 'supportChat.error.failed', defaultMessage: 'Your message could not be sent. Please try again.' },
});

const REFUSALS: Record<SendFailure, MessageDescriptor> = { INVALID_INPUT: m.invalid, TOO_MANY_REQUESTS: m.tooMany };

/**
 * The text field and Send: an empty or too long message is refused on the spot; a sent one is cleared, a refused or
 * failed one stays with its reason under the field. The field has the focus when the chat opens.
 */
export function SupportChatComposer({ connectionId }: { connectionId: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [send, isSending] = useSendSupportChatMessageMutation();

  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return setError(m.empty);
    if ([...trimmed].length > MAX_MESSAGE_LENGTH) return setError(m.tooLong);
    setError(null);
    setText('');
    try {
      const outcome = await send(trimmed, connectionId);
      if (!outcome.ok) {
        setText((now) => now || text);
        setError(REFUSALS[outcome.failure]);
      }
    } catch {
      setText((now) => now || text);
      setError(m.failed);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="support-chat-composer" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <TextField
        label={intl.formatMessage(m.label)}
        description={intl.formatMessage(m.hint)}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        errorMessage={error ? intl.formatMessage(error) : null}
        maxLength={MAX_MESSAGE_LENGTH}
        multiline
        autoFocus
        testId="support-chat-field"
      />
      <Button type="submit" className="support-chat-composer__send" isDisabled={isSending}>
        {intl.formatMessage(m.send)}
      </Button>
    </form>
  );
}
