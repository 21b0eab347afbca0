import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
// Any mutation does: this one has an optimistic response in the product.
import renameAlbum, { type useRenameAlbumMutation } from '../__generated__/useRenameAlbumMutation.graphql';
import { createTestRelay, deferred, graphQLResponse } from '../test/relay';
import { MutationFailedError, usePromiseMutation } from './usePromiseMutation';

const ALBUM = 'QWxidW06MQ';
const variables = { input: { albumId: ALBUM, name: 'Rome' } };
const payload = (name: string) => ({ renameAlbum: { album: { id: ALBUM, name }, error: null } });

function setup() {
  const answer = deferred();
  const { calls, environment } = createTestRelay({}, { useRenameAlbumMutation: answer.handler });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const hook = renderHook(() => usePromiseMutation<useRenameAlbumMutation>(renameAlbum), { wrapper });
  const commit = (config: Parameters<typeof hook.result.current[0]>[0]) => {
    let promise!: Promise<useRenameAlbumMutation['response']>;
    act(() => {
      promise = hook.result.current[0](config);
    });
    return promise;
  };
  return { calls, answer, hook, commit, nameInStore: () => environment.getStore().getSource().get(ALBUM)?.name };
}

describe('usePromiseMutation', () => {
  it('resolves with the response and reports the mutation in flight meanwhile', async () => {
    const { calls, answer, hook, commit } = setup();
    expect(hook.result.current[1]).toBe(false);
    const done = commit({ variables });
    expect(hook.result.current[1]).toBe(true);
    expect(calls.at(-1)?.variables).toEqual(variables);
    await act(async () => answer.resolve(payload('Rome')));
    await expect(done).resolves.toEqual(payload('Rome'));
    expect(hook.result.current[1]).toBe(false);
  });

  it('resolves a typed refusal like any answer: the caller reads the payload', async () => {
    const { answer, commit } = setup();
    const done = commit({ variables });
    const refused = { renameAlbum: { album: null, error: { reason: 'NOT_FOUND' } } };
    await act(async () => answer.resolve(refused));
    await expect(done).resolves.toEqual(refused);
  });

  it('shows the optimistic response at once and the answer when it comes', async () => {
    const { answer, commit, nameInStore } = setup();
    const done = commit({ variables, optimisticResponse: payload('Rome (optimistic)') });
    expect(nameInStore()).toBe('Rome (optimistic)');
    await act(async () => answer.resolve(payload('Rome')));
    await done;
    expect(nameInStore()).toBe('Rome');
  });

  it('rejects on a network error and rolls the optimistic response back', async () => {
    const { answer, commit, nameInStore } = setup();
    const done = commit({ variables, optimisticResponse: payload('Rome (optimistic)') });
    const rejected = expect(done).rejects.toThrow('offline');
    await act(async () => answer.reject(new Error('offline')));
    await rejected;
    expect(nameInStore()).toBeUndefined();
  });

  it('rejects when GraphQL errors left the payload null, with the errors', async () => {
    const { answer, commit } = setup();
    const caught = commit({ variables }).catch((e: unknown) => e);
    await act(async () =>
      answer.resolve(
        graphQLResponse({
          data: { renameAlbum: null },
          errors: [{ message: 'The photo service is unavailable.', locations: [] }],
        } as never),
      ),
    );
    const error = await caught;
    expect(error).toBeInstanceOf(MutationFailedError);
    expect((error as MutationFailedError).message).toBe('The photo service is unavailable.');
  });
});
