import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAddressMutation as Mutation } from '../../../__generated__/useDeleteAddressMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAddressMutation($input: DeleteAddressInput!) {
    deleteAddress(input: $input) {
      deletedAddressId @deleteRecord
      viewer {
        id
        ...AddressBook_viewer
        ...DeliveryAddressCard_viewer
      }
      error {
        reason
      }
    }
  }
`;

export type DeleteAddressFailure = 'NOT_FOUND';

/** Deletes an address of the book; another address may become the default (the book is read again). */
export function useDeleteAddressMutation(): (addressId: string) => Promise<MutationOutcome<DeleteAddressFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (addressId) => {
      const { deleteAddress: payload } = await commit({ variables: { input: { addressId } } });
      return outcomeOf(payload, ['NOT_FOUND']);
    },
    [commit],
  );
}
