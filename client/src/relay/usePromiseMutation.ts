import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, PayloadError } from 'relay-runtime';

/** What a commit takes: `useMutation`'s config without its callbacks (variables, optimisticResponse, updater …). */
export type PromiseMutationConfig<T extends MutationParameters> = Omit<
  UseMutationConfig<T>,
  'onCompleted' | 'onError' | 'onUnsubscribe'
>;

/** A mutation that failed unexpectedly: GraphQL errors left its payload null (network errors reject as they are). */
export class MutationFailedError extends Error {
  constructor(readonly errors: readonly PayloadError[]) {
    super(errors.map((e) => e.message).join('; ') || 'The mutation failed.');
    this.name = 'MutationFailedError';
  }
}

/** True when a root field of the response (a mutation's payload) is missing. */
const payloadMissing = (response: unknown) =>
  response == null || Object.values(response as Record<string, unknown>).some((payload) => payload == null);

/**
 * The one way to run a mutation in this client: react-relay's `useMutation` as a promise.
 * `commit(config)` resolves with the response — expected failures are typed in the payload (`error { reason }`,
 * `failed…Ids`), the caller reads them there — and rejects on the unexpected: a network error, or GraphQL errors
 * that left the payload null (an error in a nullable part of a payload, e.g. a library that could not be re-read,
 * still resolves with what was changed). Optimistic responses, updaters and `@deleteEdge`/`@appendEdge` work as
 * with `useMutation`. Every `use…Mutation` hook wraps one mutation with it.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: PromiseMutationConfig<T>) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: PromiseMutationConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          ...config,
          onCompleted: (response, errors) => {
            if (payloadMissing(response)) reject(new MutationFailedError(errors ?? []));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
