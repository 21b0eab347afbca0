import { fetchQuery } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { shellQuery } from './shell/Shell';
import { createRelayEnvironment, webSocketUrl } from './relayEnvironment';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('Relay environment', () => {
  it('sends persisted queries with the bearer token', async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({
        data: {
          viewer: { id: 'V1', name: 'Emma Janssen', firstName: 'Emma', isBusiness: false, accountDeleted: false, businessAccountStatus: null },
        },
      }),
    );
    const environment = createRelayEnvironment({
      graphqlUrl: '/graphql',
      getAccessToken: async () => 'token-1',
      onUnauthenticated: vi.fn(),
      fetchImpl,
    });
    const data = await fetchQuery(environment, shellQuery, {}).toPromise();
    expect(data).toMatchObject({ viewer: { firstName: 'Emma' } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({ documentId: expect.stringMatching(/^[0-9a-f]{32}$/), variables: {} });
  });

  it('starts sign-in again when the gateway answers UNAUTHENTICATED', async () => {
    const onUnauthenticated = vi.fn();
    const environment = createRelayEnvironment({
      graphqlUrl: '/graphql',
      getAccessToken: async () => 'expired',
      onUnauthenticated,
      fetchImpl: vi.fn(async () =>
        jsonResponse({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    });
    await expect(fetchQuery(environment, shellQuery, {}).toPromise()).rejects.toThrow();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('derives the WebSocket URL from the GraphQL URL', () => {
    expect(webSocketUrl('/graphql', 'http://localhost:4000/orders')).toBe('ws://localhost:4000/graphql');
    expect(webSocketUrl('/graphql', 'https://photoprint.example/')).toBe('wss://photoprint.example/graphql');
  });
});
