import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useShareOnlinePhotoBookMutation as Mutation } from '../../../__generated__/useShareOnlinePhotoBookMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useShareOnlinePhotoBookMutation($input: ShareOnlinePhotoBookInput!) {
    shareOnlinePhotoBook(input: $input) {
      product {
        id
        ...OnlineVersionPanel_product
      }
      error {
        reason
      }
      fieldErrors {
        field
        message
      }
    }
  }
`;

export interface ShareInput {
  productId: string;
  senderName: string;
  recipientEmail: string;
  personalMessage: string;
  /** The brand site's sales channel (the e-mail's brand). */
  channel: string;
}

/**
 * Why nothing was sent: fields refused (INVALID_INPUT, each with the service's message), or refused as a whole (e.g.
 * TOO_MANY_REQUESTS: past the share limits).
 */
export type ShareFailure = 'INVALID_INPUT' | 'ONLINE_VERSION_NOT_READY' | 'ORDER_BLOCKED' | 'NOT_FOUND' | 'TOO_MANY_REQUESTS';

/** Shares the online version of an ordered photo book by e-mail. */
export function useShareOnlinePhotoBookMutation(): [(input: ShareInput) => Promise<MutationOutcome<ShareFailure>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const share = useCallback(
    async ({ personalMessage, ...input }: ShareInput) => {
      const { shareOnlinePhotoBook: payload } = await commit({
        variables: { input: { ...input, personalMessage: personalMessage.trim() ? personalMessage : null } },
      });
      return outcomeOf(payload, ['INVALID_INPUT', 'ONLINE_VERSION_NOT_READY', 'ORDER_BLOCKED', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);
    },
    [commit],
  );
  return [share, isInFlight];
}
