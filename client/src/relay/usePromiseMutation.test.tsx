import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
// Any mutation does: this one has an optimistic response in the product.
import renameAlbum, { type useRenameAlbumMutation } from '../__generated__/useRenameAlbumMutation.graphql';
import { MutationFailedError, usePromiseMutation } from './usePromiseMutation';

const ALBUM = 'QWxidW06MQ';
const variables = { input: { albumId: ALBUM, name: 'Rome' } };
const payload = (name: string) => ({ renameAlbum: { album: { id: ALBUM, name }, error: null } });

function setup() {
  const environment: RelayMockEnvironment = createMockEnvironment();
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
  return { environment, hook, commit, nameInStore: () => environment.getStore().getSource().get(ALBUM)?.name };
}

describe('usePromiseMutation', () => {
  it('resolves with the response and reports the mutation in flight meanwhile', async () => {
    const { environment, hook, commit } = setup();
    expect(hook.result.current[1]).toBe(false);
    const done = commit({ variables });
    expect(hook.result.current[1]).toBe(true);
    expect(environment.mock.getAllOperations().at(-1)?.request.variables).toEqual(variables);
    act(() => environment.mock.resolveMostRecentOperation({ data: payload('Rome') }));
    await expect(done).resolves.toEqual(payload('Rome'));
    expect(hook.result.current[1]).toBe(false);
  });

  it('resolves a typed refusal like any answer: the caller reads the payload', async () => {
    const { environment, commit } = setup();
    const done = commit({ variables });
    const refused = { renameAlbum: { album: null, error: { reason: 'NOT_FOUND' } } };
    act(() => environment.mock.resolveMostRecentOperation({ data: refused }));
    await expect(done).resolves.toEqual(refused);
  });

  it('shows the optimistic response at once and the answer when it comes', async () => {
    const { environment, commit, nameInStore } = setup();
    const done = commit({ variables, optimisticResponse: payload('Rome (optimistic)') });
    expect(nameInStore()).toBe('Rome (optimistic)');
    act(() => environment.mock.resolveMostRecentOperation({ data: payload('Rome') }));
    await done;
    expect(nameInStore()).toBe('Rome');
  });

  it('rejects on a network error and rolls the optimistic response back', async () => {
    const { environment, commit, nameInStore } = setup();
    const done = commit({ variables, optimisticResponse: payload('Rome (optimistic)') });
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await expect(done).rejects.toThrow('offline');
    expect(nameInStore()).toBeUndefined();
  });

  it('rejects when GraphQL errors left the payload null, with the errors', async () => {
    const { environment, commit } = setup();
    const done = commit({ variables });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { renameAlbum: null },
        errors: [{ message: 'The photo service is unavailable.', locations: [] }],
      } as never),
    );
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MutationFailedError);
    expect((error as MutationFailedError).message).toBe('The photo service is unavailable.');
  });
});
