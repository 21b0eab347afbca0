import { commitMutation, type Environment, type MutationConfig, type MutationParameters } from 'relay-runtime';

/** `commitMutation` as a promise: resolves with the response, rejects on network or GraphQL errors. */
export function commitAsync<T extends MutationParameters>(
  environment: Environment,
  config: Omit<MutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      ...config,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) reject(new Error(errors.map((e) => e.message).join('; ')));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
