import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSendSupportChatMessageMutation as Mutation } from '../../../__generated__/useSendSupportChatMessageMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSendSupportChatMessageMutation($input: SendSupportChatMessageInput!, $connections: [ID!]!) @raw_response_type {
    sendSupportChatMessage(input: $input) {
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...SupportChatMessage_message
        }
      }
      error {
        reason
      }
    }
  }
`;

/** Why a message was not sent: the text (refused by the service) or too many messages in a short time. */
export type SendRefusal = 'INVALID_TEXT' | 'TOO_MANY_MESSAGES';

let optimisticCount = 0;

/**
 * Sends a message to customer support: it is shown at once at the end of the conversation (`connectionId`), replaced by
 * the stored one when the answer comes (`@appendEdge`; the live event of the same message adds nothing). Resolves
 * with null when sent, with the refusal otherwise; rejects on the unexpected (the message is then taken away again).
 */
export function useSendSupportChatMessageMutation(): [(text: string, connectionId: string) => Promise<SendRefusal | null>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const send = useCallback(
    async (text: string, connectionId: string): Promise<SendRefusal | null> => {
      optimisticCount += 1;
      const { sendSupportChatMessage: payload } = await commit({
        variables: { input: { text }, connections: [connectionId] },
        optimisticResponse: {
          sendSupportChatMessage: {
            messageEdge: {
              cursor: `client:supportChat:${optimisticCount}`,
              node: { id: `client:supportChatMessage:${optimisticCount}`, author: 'CUSTOMER', text: text.trim(), sentAt: new Date().toISOString() },
            },
            error: null,
          },
        },
      });
      if (payload.messageEdge) return null;
      return payload.error?.reason === 'TOO_MANY_REQUESTS' ? 'TOO_MANY_MESSAGES' : 'INVALID_TEXT';
    },
    [commit],
  );
  return [send, isInFlight];
}
