import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  DeliveryAddressInput,
  useChangeOrderDeliveryAddressMutation as Mutation,
} from '../../../__generated__/useChangeOrderDeliveryAddressMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import type { FieldErrorValue } from '../../../relay/fieldErrors';

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
 * Changed (the order, same id, shows its new address wherever it is shown); some fields refused (each with the
 * service's message); or refused as a whole: too late (production has started) or not found.
 */
export type ChangeAddressResult =
  | { ok: true }
  | { fieldErrors: FieldErrorValue[] }
  | { refused: 'TOO_LATE' | 'NOT_FOUND' };

/** Changes the delivery address of an order; rejects only on the unexpected (network, service down). */
export function useChangeOrderDeliveryAddressMutation(): [
  (orderId: string, address: DeliveryAddressInput) => Promise<ChangeAddressResult>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const change = useCallback(
    async (orderId: string, address: DeliveryAddressInput): Promise<ChangeAddressResult> => {
      const { changeOrderDeliveryAddress: payload } = await commit({ variables: { input: { orderId, address } } });
      if (payload.order) return { ok: true };
      if (payload.fieldErrors.length > 0) return { fieldErrors: payload.fieldErrors.map(({ field, message }) => ({ field, message })) };
      return { refused: payload.error?.reason === 'ADDRESS_CHANGE_TOO_LATE' ? 'TOO_LATE' : 'NOT_FOUND' };
    },
    [commit],
  );
  return [change, isInFlight];
}
