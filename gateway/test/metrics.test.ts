// The Prometheus metrics on their own listener: they move with what callers and upstreams do.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { metricsServer } from '@my-account/telemetry/metrics-server';
import {
  createMockServer, createSigner, gql, PERSISTED, resetUpstream, startGateway, testConfig, upstream,
  type RunningGateway, type Signer,
} from './helpers';

let signer: Signer;
let mock: ReturnType<typeof createMockServer>;
let gateway: RunningGateway;
let listener: Server;
let metricsUrl: string;
let token: string;

beforeAll(async () => {
  signer = await createSigner('metrics-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ production: true }));
  listener = metricsServer(gateway.metrics.registry);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  metricsUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`;
  token = await signer.sign();
});
beforeEach(() => {
  resetUpstream();
  mock.resetHandlers();
});
afterAll(async () => {
  listener.close();
  await gateway.stop();
  mock.close();
});

/** The value of one series (name and exact labels) in the metrics text; 0 when absent. */
async function series(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.length === have.length && wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('gateway metrics', () => {
  it('are served on their own listener only: the customers\' port has no /metrics', async () => {
    const own = await fetch(metricsUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await own.text()).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await fetch(`${gateway.origin}/metrics`)).status).not.toBe(200);
  });

  it('count operations by their persisted name and free text as (other), and errors by code', async () => {
    const before = await series('gateway_operation_duration_seconds_count', { operation: 'ViewerQuery', type: 'query' });
    const otherBefore = await series('gateway_operation_duration_seconds_count', { operation: '(other)', type: 'query' });
    await gql(gateway.url, { extensions: { documentId: 'viewer-md5' } }, { token });
    await gql(gateway.url, { query: 'query MadeUpName { __typename }' }, { token });
    expect(await series('gateway_operation_duration_seconds_count', { operation: 'ViewerQuery', type: 'query' })).toBe(before + 1);
    expect(await series('gateway_operation_duration_seconds_count', { operation: '(other)', type: 'query' })).toBe(otherBefore + 1);
    expect(await series('gateway_operation_duration_seconds_count', { operation: 'MadeUpName', type: 'query' })).toBe(0);
  });

  it('count a refused costly query among the refusals and the errors', async () => {
    const refusals = await series('gateway_refusals_total', { reason: 'QUERY_TOO_COSTLY' });
    const errors = await series('gateway_errors_total', { code: 'QUERY_TOO_COSTLY' });
    const costly = await gql(gateway.url, {
      query: '{ viewer { photoLibrary { albums(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } } } } }',
    }, { token });
    expect(costly.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(await series('gateway_refusals_total', { reason: 'QUERY_TOO_COSTLY' })).toBe(refusals + 1);
    expect(await series('gateway_errors_total', { code: 'QUERY_TOO_COSTLY' })).toBe(errors + 1);
  });

  it('show the open WebSocket connections and running subscriptions', async () => {
    const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws');
    const messages: Array<{ type: string }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    await expect.poll(() => messages.some((m) => m.type === 'connection_ack')).toBe(true);
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: PERSISTED['counts-md5'] } }));
    await expect.poll(() => messages.some((m) => m.type === 'next')).toBe(true);
    expect(await series('gateway_websocket_connections')).toBe(1);
    expect(await series('gateway_subscriptions_active')).toBe(1);
    socket.close();
    await expect.poll(() => series('gateway_websocket_connections')).toBe(0);
    expect(await series('gateway_subscriptions_active')).toBe(0);
  });
  it('time upstream calls by service and status, and show a failing upstream\'s circuit opening', async () => {
    const counts = '{ viewer { photoLibrary { photosCount } } }';
    await gql(gateway.url, { query: counts }, { token });
    expect(await series('gateway_upstream_duration_seconds_count', { service: 'photo', status: '200' })).toBeGreaterThan(0);
    expect(await series('gateway_breaker_open', { service: 'photo' })).toBe(0);
    upstream.photo = 'fail';
    // However many successes the window holds (the subscription above polled too), failures open the circuit.
    const open = () => series('gateway_breaker_open', { service: 'photo' });
    for (let i = 0; i < 30 && (await open()) === 0; i += 1) await gql(gateway.url, { query: counts }, { token });
    expect(await series('gateway_upstream_duration_seconds_count', { service: 'photo', status: '500' })).toBeGreaterThan(0);
    expect(await open()).toBe(1);
    expect(await series('gateway_breaker_transitions_total', { service: 'photo', state: 'open' })).toBe(1);
    const calls = upstream.calls.photo;
    await gql(gateway.url, { query: counts }, { token });
    expect(upstream.calls.photo).toBe(calls); // answered by the open circuit
    expect(await series('gateway_upstream_duration_seconds_count', { service: 'photo', status: 'open' })).toBe(1);
  });

});
