import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  CallbackFormat,
  useUpdateFtpIntegrationMutation as Mutation,
} from '../../../__generated__/useUpdateFtpIntegrationMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateFtpIntegrationMutation($input: UpdateFtpIntegrationInput!) {
    updateFtpIntegration(input: $input) {
      ftpIntegration {
        ...FtpInstructions_integration
        ...FtpCallbackForm_integration
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

export type FtpIntegrationFailure = 'INVALID_INPUT' | 'FORBIDDEN';

/**
 * `FtpIntegration` has no id: the viewer's integration becomes the one the payload answers, so every screen reading
 * `viewer.ftpIntegration` shows the saved callback.
 */
function keepSaved(store: RecordSourceSelectorProxy) {
  const saved = store.getRootField('updateFtpIntegration')?.getLinkedRecord('ftpIntegration');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (saved && viewer) viewer.setLinkedRecord(saved, 'ftpIntegration');
}

/**
 * Sets (or, with an empty URL, removes) the order status callback of the customer's FTP integration. Refused input
 * comes back as field errors (`callbackUrl`, `callbackFormat`) with the service's messages.
 */
export function useUpdateFtpIntegrationMutation(): (input: {
  callbackUrl: string | null;
  callbackFormat: CallbackFormat | null;
}) => Promise<MutationOutcome<FtpIntegrationFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (input) => {
      const { updateFtpIntegration: payload } = await commit({ variables: { input }, updater: keepSaved });
      return outcomeOf(payload, ['INVALID_INPUT', 'FORBIDDEN']);
    },
    [commit],
  );
}
