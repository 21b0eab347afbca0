import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateCookieConsentMutation as Mutation } from '../../../__generated__/useUpdateCookieConsentMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

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

/** Stores the cookie consent (analytics, marketing; spec §3, a code 00/01/10/11 upstream); the gateway refuses none. */
export function useUpdateCookieConsentMutation(): (consent: { analytics: boolean; marketing: boolean }) => Promise<MutationOutcome<never>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (input) => {
      const { updateCookieConsent: payload } = await commit({ variables: { input } });
      return outcomeOf(payload, []);
    },
    [commit],
  );
}
