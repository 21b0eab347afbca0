import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateCookieConsentMutation as Mutation } from '../../../__generated__/useUpdateCookieConsentMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import type { RequestOutcome } from '../requestState';
import { outcomeOf } from './outcome';

const mutation = graphql`
  mutation useUpdateCookieConsentMutation($input: UpdateCookieConsentInput!) {
    updateCookieConsent(input: $input) {
      viewer {
        id
        cookieConsent {
          code
          analytics
          marketing
        }
      }
      error {
        reason
      }
    }
  }
`;

export type CookieConsentFailure = 'REFUSED';

/** Stores the cookie consent (analytics, marketing; spec §3, a code 00/01/10/11 upstream). */
export function useUpdateCookieConsentMutation(): (consent: { analytics: boolean; marketing: boolean }) => Promise<RequestOutcome<CookieConsentFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (input) => {
      const { updateCookieConsent: payload } = await commit({ variables: { input } });
      return outcomeOf(payload, [], 'REFUSED');
    },
    [commit],
  );
}
