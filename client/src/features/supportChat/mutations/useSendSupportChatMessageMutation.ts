import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSendSupportChatMessageMutation as Mutation } from '../../../__generated__/useSendSupportChatMessageMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
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

/** Why a message was not sent: the text (INVALID_INPUT, refused by the service) or too many messages in a short time. */
export type SendFailure = 'INVALID_INPUT' | 'TOO_MANY_REQUESTS';

let optimisticCount = 0;

/**
 * Sends a message to customer support: it is shown at once at the end of the conversation (`connectionId`), replaced by
 * the stored one when the answer comes (`@appendEdge`; the live event of the same message adds nothing). Rejects on
 * the unexpected (the message is then taken away again).
 */
export function useSendSupportChatMessageMutation(): [(text: string, connectionId: string) => Promise<MutationOutcome<SendFailure>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const send = useCallback(
    async (text: string, connectionId: string) => {
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
      return outcomeOf(payload, ['INVALID_INPUT', 'TOO_MANY_REQUESTS']);
    },
    [commit],
  );
  return [send, isInFlight];
}
