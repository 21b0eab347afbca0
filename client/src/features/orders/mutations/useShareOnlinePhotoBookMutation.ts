import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useShareOnlinePhotoBookMutation as Mutation } from '../../../__generated__/useShareOnlinePhotoBookMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import type { FieldErrorValue } from '../../../relay/fieldErrors';

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

/** Shared; fields refused (each with the service's message); or refused as a whole. */
export type ShareResult =
  | { ok: true }
  | { fieldErrors: FieldErrorValue[] }
  | { refused: 'NOT_READY' | 'BLOCKED' | 'NOT_FOUND' };

/** Shares the online version of an ordered photo book by e-mail. */
export function useShareOnlinePhotoBookMutation(): [(input: ShareInput) => Promise<ShareResult>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const share = useCallback(
    async ({ personalMessage, ...input }: ShareInput): Promise<ShareResult> => {
      const { shareOnlinePhotoBook: payload } = await commit({
        variables: { input: { ...input, personalMessage: personalMessage.trim() ? personalMessage : null } },
      });
      if (payload.product) return { ok: true };
      if (payload.fieldErrors.length > 0) return { fieldErrors: payload.fieldErrors.map(({ field, message }) => ({ field, message })) };
      const reason = payload.error?.reason;
      return { refused: reason === 'ONLINE_VERSION_NOT_READY' ? 'NOT_READY' : reason === 'ORDER_BLOCKED' ? 'BLOCKED' : 'NOT_FOUND' };
    },
    [commit],
  );
  return [share, isInFlight];
}
