import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAddAddressMutation as Mutation } from '../../../__generated__/useAddAddressMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import type { AddressInput } from '../../addresses/addressValues';

const mutation = graphql`
  mutation useAddAddressMutation($input: AddAddressInput!) {
    addAddress(input: $input) {
      addressEdge {
        node {
          id
        }
      }
      viewer {
        id
        ...AddressBook_viewer
        ...DeliveryAddressCard_viewer
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

export type AddAddressFailure = 'INVALID_INPUT' | 'TOO_MANY_ADDRESSES';

/**
 * Adds an address to the book. The payload reads the book again (its order and default may change), so the list and
 * the overview's default address show it at once.
 */
export function useAddAddressMutation(): (address: AddressInput, isDefault: boolean) => Promise<MutationOutcome<AddAddressFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (address, isDefault) => {
      const { addAddress: payload } = await commit({ variables: { input: { address, isDefault } } });
      return outcomeOf(payload, ['INVALID_INPUT', 'TOO_MANY_ADDRESSES']);
    },
    [commit],
  );
}
