import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SupportChatMessage_message$key } from '../../__generated__/SupportChatMessage_message.graphql';

const m = defineMessages({
  you: { id: 'supportChat.author.you', defaultMessage: 'You' },
  agent: { id: 'supportChat.author.agent', defaultMessage: 'Customer support' },
  sending: { id: 'supportChat.sending', defaultMessage: 'Sending…' },
});

const isToday = (date: Date, now = new Date()) => date.toDateString() === now.toDateString();

/** One message of the conversation: who wrote it, when, and the text (its line breaks kept). */
export function SupportChatMessage({ message: key }: { message: SupportChatMessage_message$key }) {
  const intl = useIntl();
  const message = useFragment(
    graphql`
      fragment SupportChatMessage_message on SupportChatMessage {
        id
        author
        text
        sentAt
      }
    `,
    key,
  );
  const sentAt = new Date(message.sentAt);
  const time = isToday(sentAt)
    ? intl.formatTime(sentAt, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(sentAt, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });
  const mine = message.author === 'CUSTOMER';
  const pending = message.id.startsWith('client:');
  return (
    <li className={mine ? 'support-chat-message support-chat-message--mine' : 'support-chat-message'} data-author={message.author}>
      <p className="support-chat-message__meta">
        <span className="support-chat-message__author">{intl.formatMessage(mine ? m.you : m.agent)}</span>
        {pending ? intl.formatMessage(m.sending) : <time dateTime={message.sentAt}>{time}</time>}
      </p>
      <p className="support-chat-message__text">{message.text}</p>
    </li>
  );
}
