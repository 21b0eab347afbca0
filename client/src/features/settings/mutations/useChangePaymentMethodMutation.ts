import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  PaymentMethodType,
  useChangePaymentMethodMutation as Mutation,
} from '../../../__generated__/useChangePaymentMethodMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useChangePaymentMethodMutation($input: ChangePaymentMethodInput!) {
    changePaymentMethod(input: $input) {
      viewer {
        id
        paymentMethod {
          method
          available
        }
      }
      error {
        reason
      }
    }
  }
`;

export type { PaymentMethodType };
export type PaymentMethodFailure = 'PAYMENT_METHOD_UNAVAILABLE';

/** Chooses the preferred payment method (one of those offered in the customer's country). */
export function useChangePaymentMethodMutation(): (method: PaymentMethodType) => Promise<MutationOutcome<PaymentMethodFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (method) => {
      const { changePaymentMethod: payload } = await commit({ variables: { input: { method } } });
      return outcomeOf(payload, ['PAYMENT_METHOD_UNAVAILABLE']);
    },
    [commit],
  );
}
