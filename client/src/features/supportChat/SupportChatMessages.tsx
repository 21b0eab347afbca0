import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SupportChatMessagesPaginationQuery } from '../../__generated__/SupportChatMessagesPaginationQuery.graphql';
import type { SupportChatMessages_conversation$key } from '../../__generated__/SupportChatMessages_conversation.graphql';
import { Button } from '../../ui';
import { SupportChatComposer } from './SupportChatComposer';
import { SupportChatMessage } from './SupportChatMessage';
import { SupportChatUnavailable } from './SupportChatUnavailable';
import { useSupportChatSubscription } from './useSupportChatSubscription';

/** How many more messages 'Show earlier messages' adds (the chat opens with the fragment's default `count`, 30). */
const EARLIER_MESSAGES = 30;

const m = defineMessages({
  conversation: { id: 'supportChat.conversation', defaultMessage: 'Conversation with customer support' },
  welcome: {
    id: 'supportChat.welcome',
    defaultMessage: 'Hello! Ask us anything about your photos, orders or account: we usually answer within a few minutes.',
  },
  earlier: { id: 'supportChat.earlier', defaultMessage: 'Show earlier messages' },
});

const mv = defineMessages<{ answer: { text: string } }>({
  answer: { id: 'supportChat.newAnswer', defaultMessage: 'New answer from customer support: {text}' },
});

interface SentEdge {
  readonly node: { readonly id: string; readonly author: string; readonly text: string; readonly sentAt: string };
}

/** How far the service's clock may be behind the browser's and a stored message still be the echo of one being sent. */
const CLOCK_SKEW_MS = 5_000;

/**
 * The conversation without a message still being sent (shown at once, its id a client one) whose stored copy is already
 * there: the live event of the customer's own message can arrive before the answer to sending it, and the message
 * must not show twice in between. Its stored copy is the one further down, or one stored no earlier than it was sent
 * (Relay shows a message being sent after everything stored, so the live event's copy can be above it); an earlier
 * message with the same text is another message.
 */
export function withoutEchoedSends<E extends SentEdge>(edges: readonly E[]): E[] {
  return edges.filter(({ node }, index) => {
    if (!node.id.startsWith('client:')) return true;
    const sending = Date.parse(node.sentAt);
    return !edges.some(({ node: stored }, at) =>
      !stored.id.startsWith('client:') && stored.author === node.author && stored.text === node.text
      && (at > index || Date.parse(stored.sentAt) >= sending - CLOCK_SKEW_MS));
  });
}

/**
 * The conversation, oldest first (the latest 30, earlier ones on demand) and live; below it, the field to write in.
 * When the support chat service is unavailable, the customer care pages instead.
 */
export function SupportChatMessages({ conversation: key, onAnswer, onResume }: {
  conversation: SupportChatMessages_conversation$key;
  /** Support answered (while the chat listens), with the answer's announcement. */
  onAnswer: (announcement: string) => void;
  /** The live connection was resumed after it ended: read the conversation afresh. */
  onResume: () => void;
}) {
  const intl = useIntl();
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment<SupportChatMessagesPaginationQuery, SupportChatMessages_conversation$key>(
    graphql`
      fragment SupportChatMessages_conversation on SupportChatConversation
      @refetchable(queryName: "SupportChatMessagesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        messages(last: $count, before: $cursor) @connection(key: "SupportChatMessages_messages") {
          __id
          edges {
            node {
              id
              author
              text
              sentAt
              ...SupportChatMessage_message
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.messages?.edges ?? [];
  if (!data.messages) return <SupportChatUnavailable />;
  return (
    <LiveConversation connectionId={data.messages.__id} lastId={edges.at(-1)?.node.id} onAnswer={onAnswer} onResume={onResume}>
      {hasPrevious ? (
        <Button variant="secondary" className="support-chat__earlier" isDisabled={isLoadingPrevious} onPress={() => loadPrevious(EARLIER_MESSAGES)}>
          {intl.formatMessage(m.earlier)}
        </Button>
      ) : (
        <p className="support-chat__welcome">{intl.formatMessage(m.welcome)}</p>
      )}
      <ol className="support-chat__messages" aria-label={intl.formatMessage(m.conversation)}>
        {withoutEchoedSends(edges).map(({ node }) => (
          <SupportChatMessage key={node.id} message={node} />
        ))}
      </ol>
    </LiveConversation>
  );
}

/**
 * The scrolling conversation while it listens for new messages: kept at its newest message when one is added at the
 * end (`lastId`; not when earlier ones are added above), support's answers handed up to be announced, the field below.
 */
function LiveConversation({ connectionId, lastId, onAnswer, onResume, children }: {
  connectionId: string;
  lastId: string | undefined;
  onAnswer: (announcement: string) => void;
  onResume: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  useSupportChatSubscription(connectionId, (text) => onAnswer(intl.formatMessage(mv.answer, { text })), onResume);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  return (
    <>
      <div ref={scroller} className="support-chat__scroll">
        {children}
      </div>
      <SupportChatComposer connectionId={connectionId} />
    </>
  );
}
