// The correlation plumbing with the real Relay network layer against msw: every request sends an X-Correlation-Id, the
// one the gateway answered with reaches the failure of that very request (thrown errors, GraphQL errors, the mutation
// helper's rejection) and the report of it: failed loads from the network layer, failed and refused mutations from
// usePromiseMutation.
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import renameAlbum, { type useRenameAlbumMutation } from '../__generated__/useRenameAlbumMutation.graphql';
import { createRelayEnvironment } from '../app/relayEnvironment';
import { shellQuery } from '../app/shell/Shell';
import { MutationFailedError, usePromiseMutation } from '../relay/usePromiseMutation';
import { RequestError } from './correlation';
import type { QueuedReport } from './reporter';
import { captureReports } from '../test/reports';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Answer = (sentId: string | null) => Response;
let answer: Answer;
const sentIds: Array<string | null> = [];
const server = setupServer(
  http.post('*/graphql', ({ request }) => {
    const id = request.headers.get('x-correlation-id');
    sentIds.push(id);
    return answer(id);
  }),
);
/** The gateway's answer: JSON with the X-Correlation-Id it chose (here always its own, to tell it from the sent one). */
const gateway = (body: Record<string, unknown>, status = 200) => () =>
  HttpResponse.json(body, { status, headers: { 'x-correlation-id': 'gw-1234' } });

let reports: QueuedReport[];
const environment = () => createRelayEnvironment({
  graphqlUrl: '/graphql',
  getAccessToken: async () => 'token-1',
  onUnauthenticated: vi.fn(),
  fetchImpl: (url, init) => fetch(new URL(String(url), window.location.href), init),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sentIds.length = 0;
  reports = captureReports();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => server.close());

describe('the network layer', () => {
  it("sends a correlation id with every request and puts the gateway's on the errors of its answer", async () => {
    answer = gateway({ data: { viewer: null }, errors: [{ message: 'Upstream error', extensions: { code: 'UPSTREAM_ERROR' } }] });
    // The viewer is nullable: the screen gets null and shows its error text; the failed load is reported.
    expect(await fetchQuery(environment(), shellQuery, {}).toPromise()).toEqual({ viewer: null });
    expect(sentIds[0]).toMatch(UUID);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const [report] = reports;
    expect(report!.context).toEqual({ failure: 'query', operation: 'ShellQuery', correlationId: 'gw-1234' });
    expect(report!.error).toBeInstanceOf(RequestError);
    expect(report!.error).toMatchObject({ message: 'Upstream error', correlationId: 'gw-1234', operation: 'ShellQuery' });
  });

  it('throws a RequestError carrying the sent id when no answer came, and the answered id for a non-GraphQL answer', async () => {
    answer = () => HttpResponse.error();
    const offline = await fetchQuery(environment(), shellQuery, {}).toPromise().catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(RequestError);
    expect(offline).toMatchObject({ message: 'Network error: POST /graphql', correlationId: sentIds[0], operation: 'ShellQuery' });

    answer = () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway', headers: { 'x-correlation-id': 'gw-502' } });
    const html = await fetchQuery(environment(), shellQuery, {}).toPromise().catch((e: unknown) => e);
    expect(html).toMatchObject({ message: '502 Bad Gateway: POST /graphql', correlationId: 'gw-502' });
    await vi.waitFor(() => expect(reports.map((r) => r.context.correlationId)).toEqual([sentIds[0], 'gw-502']));
  });
});

describe('the mutation helper', () => {
  const ALBUM = 'QWxidW06MQ';
  function commit() {
    const env = environment();
    const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={env}>{children}</RelayEnvironmentProvider>;
    const { result } = renderHook(() => usePromiseMutation<useRenameAlbumMutation>(renameAlbum), { wrapper });
    let promise!: Promise<useRenameAlbumMutation['response']>;
    act(() => {
      promise = result.current[0]({ variables: { input: { albumId: ALBUM, name: 'Rome' } } });
    });
    return promise;
  }

  it('rejects a failed mutation with the correlation id of its request, and reports it as unexpected', async () => {
    answer = gateway({ data: { renameAlbum: null }, errors: [{ message: 'Upstream error', path: ['renameAlbum'] }] });
    const error = await commit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MutationFailedError);
    expect((error as MutationFailedError).correlationId).toBe('gw-1234');
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.context).toEqual({ failure: 'unexpected', correlationId: 'gw-1234', operation: 'useRenameAlbumMutation' });
    expect(reports[0]!.error).toBe(error);
    expect(console.error).toHaveBeenCalledWith('Failure (useRenameAlbumMutation, unexpected)', { correlationId: 'gw-1234' }, error);
  });

  it('reports a network failure of a mutation with the id it sent', async () => {
    answer = () => HttpResponse.error();
    const error = await commit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.context).toMatchObject({ failure: 'unexpected', correlationId: sentIds[0] });
  });

  it('resolves a typed refusal and reports it as a refusal with its reason', async () => {
    answer = gateway({ data: { renameAlbum: { album: null, error: { reason: 'NOT_FOUND', field: null, message: 'Not found' } } } });
    await expect(commit()).resolves.toMatchObject({ renameAlbum: { error: { reason: 'NOT_FOUND' } } });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.context).toEqual({ failure: 'refusal', reason: 'NOT_FOUND', correlationId: 'gw-1234', operation: 'useRenameAlbumMutation' });
  });

  it('reports nothing for a mutation that succeeded', async () => {
    answer = gateway({ data: { renameAlbum: { album: { id: ALBUM, name: 'Rome' }, error: null } } });
    await expect(commit()).resolves.toMatchObject({ renameAlbum: { album: { name: 'Rome' } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports).toEqual([]);
  });
});
