import { useEffect, useRef, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { requestSubscription } from 'relay-runtime';
import type { useSupportChatSubscription as Subscription } from '../../__generated__/useSupportChatSubscription.graphql';
import { useLatest } from '../../app/useLatest';

const subscription = graphql`
  subscription useSupportChatSubscription($connections: [ID!]!) {
    supportChatMessageAdded {
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          author
          text
          ...SupportChatMessage_message
        }
      }
    }
  }
`;

/** How long to wait before listening again after the live connection ended (a restart, the idle timeout). */
export const RESUBSCRIBE_MS = 3_000;

/**
 * Adds every new message of the conversation (support's answers, the customer's own from other tabs) to its end
 * (`connectionId`) as it comes, and hands support's answers to `onAnswer`, each once (the same message can come twice:
 * the live event and a resumed connection). When the live connection ends it listens
 * again after a moment and calls `onResume` (which reads the conversation afresh), so nothing said in between is missed.
 */
export function useSupportChatSubscription(connectionId: string, onAnswer: (text: string) => void, onResume: () => void) {
  const environment = useRelayEnvironment();
  const latestOnAnswer = useLatest(onAnswer);
  const latestOnResume = useLatest(onResume);
  const [attempt, setAttempt] = useState(0);
  const answered = useRef(new Set<string>());

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      retry ??= setTimeout(() => {
        setAttempt((n) => n + 1);
        latestOnResume.current();
      }, RESUBSCRIBE_MS);
    };
    const { dispose } = requestSubscription<Subscription>(environment, {
      subscription,
      variables: { connections: [connectionId] },
      onNext: (response) => {
        const node = response?.supportChatMessageAdded.messageEdge.node;
        if (node?.author !== 'AGENT' || answered.current.has(node.id)) return;
        answered.current.add(node.id);
        latestOnAnswer.current(node.text);
      },
      onError: again,
      onCompleted: again,
    });
    return () => {
      clearTimeout(retry);
      dispose();
    };
  }, [environment, connectionId, attempt, latestOnAnswer, latestOnResume]);
}
