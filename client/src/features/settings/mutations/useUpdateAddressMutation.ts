import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateAddressMutation as Mutation } from '../../../__generated__/useUpdateAddressMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import type { AddressInput } from '../../addresses/addressValues';

const mutation = graphql`
  mutation useUpdateAddressMutation($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      address {
        id
        isDefault
        ...settingsAddress_address
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

export type UpdateAddressFailure = 'INVALID_INPUT' | 'NOT_FOUND';

/** Changes an address of the book (same id); the book is read again (the default may have moved). */
export function useUpdateAddressMutation(): (
  addressId: string,
  address: AddressInput,
  isDefault: boolean,
) => Promise<MutationOutcome<UpdateAddressFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (addressId, address, isDefault) => {
      const { updateAddress: payload } = await commit({ variables: { input: { addressId, address, isDefault } } });
      return outcomeOf(payload, ['INVALID_INPUT', 'NOT_FOUND']);
    },
    [commit],
  );
}
