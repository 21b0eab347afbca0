import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { CacheConfig, GraphQLTaggedNode, MutationParameters, PayloadError } from 'relay-runtime';
import type { RequestTrace } from '../errorReporting/correlation';
import { reportFailure } from '../errorReporting/reporter';
import { failedInPart, refusalOf } from './mutationOutcome';

/** What a commit takes: `useMutation`'s config without its callbacks (variables, optimisticResponse, updater …). */
export type PromiseMutationConfig<T extends MutationParameters> = Omit<
  UseMutationConfig<T>,
  'onCompleted' | 'onError' | 'onUnsubscribe'
>;

/** A mutation that failed unexpectedly: GraphQL errors left its payload null (network errors reject as they are). */
export class MutationFailedError extends Error {
  constructor(
    readonly errors: readonly PayloadError[],
    /** The correlation id of the request (X-Correlation-Id). */
    readonly correlationId?: string,
  ) {
    super(errors.map((e) => e.message).join('; ') || 'The mutation failed.');
    this.name = 'MutationFailedError';
  }
}

/** True when a root field of the response (a mutation's payload) is missing. */
const payloadMissing = (response: unknown) =>
  response == null || Object.values(response as Record<string, unknown>).some((payload) => payload == null);

/** The operation's name as the compiler wrote it (`useCreateAlbumMutation`), for reports made before any request. */
const nameOf = (mutation: GraphQLTaggedNode) => (mutation as { params?: { name?: string } }).params?.name;

/**
 * The one way to run a mutation in this client: react-relay's `useMutation` as a promise.
 * `commit(config)` resolves with the response — expected failures are typed in the payload (`error { reason }`,
 * `failed…Ids`), the caller reads them there — and rejects on the unexpected: a network error, or GraphQL errors
 * that left the payload null (an error in a nullable part of a payload, e.g. a library that could not be re-read,
 * still resolves with what was changed). Optimistic responses, updaters and `@deleteEdge`/`@appendEdge` work as
 * with `useMutation`. Every `use…Mutation` hook wraps one mutation with it.
 *
 * Every failed action is reported (spec §8: "Failed actions (type containing _FAILED or rejected) are logged to the
 * console and sent to an error-reporting service with the correlation id") with the correlation id of its request:
 * a rejection as an error; a typed refusal (`error.reason`: what the hook resolves as its `MutationOutcome`'s
 * failure) and a batch done in part (ids that failed, the hook's data) as warnings — they were rejected actions too,
 * and a warning keeps them apart from the unexpected.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: PromiseMutationConfig<T>) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: PromiseMutationConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        // Filled in by the network layer (app/relayEnvironment.ts): the request's correlation id and operation.
        const trace: RequestTrace = {};
        const context = () => ({ correlationId: trace.correlationId, operation: trace.operation ?? nameOf(mutation) });
        const fail = (error: unknown) => {
          reportFailure(error, { failure: 'unexpected', ...context() });
          reject(error);
        };
        // `cacheConfig` reaches the network layer as it does with commitMutation (useMutation passes its config on;
        // its type only leaves the field out).
        const cacheConfig: CacheConfig = { metadata: { trace } };
        commit({
          ...config,
          cacheConfig,
          onCompleted: (response, errors) => {
            if (payloadMissing(response)) return fail(new MutationFailedError(errors ?? [], trace.correlationId));
            for (const payload of Object.values(response as Record<string, unknown>)) {
              const reason = refusalOf(payload);
              if (reason) reportFailure(null, { failure: 'refusal', reason, ...context() });
              else if (failedInPart(payload)) reportFailure(null, { failure: 'partial', reason: 'SOME_FAILED', ...context() });
            }
            resolve(response);
          },
          onError: fail,
        } as UseMutationConfig<T>);
      }),
    [commit, mutation],
  );
  return [run, isInFlight];
}
