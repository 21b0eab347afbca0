import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  DeliveryAddressInput,
  useChangeOrderDeliveryAddressMutation as Mutation,
} from '../../../__generated__/useChangeOrderDeliveryAddressMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useChangeOrderDeliveryAddressMutation($input: ChangeOrderDeliveryAddressInput!) {
    changeOrderDeliveryAddress(input: $input) {
      order {
        id
        canChangeDeliveryAddress
        ...OrderDelivery_order
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

export type { DeliveryAddressInput };

/**
 * Why nothing changed: some fields refused (INVALID_INPUT, each with the service's message), too late (production has
 * started) or not found.
 */
export type ChangeAddressFailure = 'INVALID_INPUT' | 'ADDRESS_CHANGE_TOO_LATE' | 'NOT_FOUND';

/**
 * Changes the delivery address of an order (the order, same id, shows its new address wherever it is shown); rejects
 * only on the unexpected (network, service down).
 */
export function useChangeOrderDeliveryAddressMutation(): [
  (orderId: string, address: DeliveryAddressInput) => Promise<MutationOutcome<ChangeAddressFailure>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const change = useCallback(
    async (orderId: string, address: DeliveryAddressInput) => {
      const { changeOrderDeliveryAddress: payload } = await commit({ variables: { input: { orderId, address } } });
      return outcomeOf(payload, ['INVALID_INPUT', 'ADDRESS_CHANGE_TOO_LATE', 'NOT_FOUND']);
    },
    [commit],
  );
  return [change, isInFlight];
}
