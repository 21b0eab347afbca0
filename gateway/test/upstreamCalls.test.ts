// UPSTREAM_CALLS_LOG: the gateway records the upstream calls it makes, and each maps to a marked contract operation.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_OPERATIONS } from '@my-account/services/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUpstreamCalls, readUpstreamCalls, SERVICE_CONTRACTS } from '../src/upstream/callLog';
import { gql, mockedGateway, testConfig, VIEWER_QUERY } from './helpers';

const log = join(mkdtempSync(join(tmpdir(), 'gateway-calls-')), 'upstream-calls.jsonl');
let running: Awaited<ReturnType<typeof mockedGateway>>;

beforeAll(async () => {
  running = await mockedGateway('calls-key', [], testConfig({ upstreamCallsLog: log }));
});
afterAll(() => running.stop());

describe('the upstream calls log', () => {
  it('records each distinct call once, as its path template, and maps it to a marked operation of the contracts', async () => {
    for (let i = 0; i < 2; i++) {
      const { body } = await gql(running.gateway.url, { query: VIEWER_QUERY }, { token: await running.signer.sign() });
      expect(body.data?.viewer?.firstName).toBe('Emma');
    }
    const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    expect(lines.filter((line) => line.includes('"GET","path":"/customers/me"'))).toHaveLength(1);
    const { called, problems } = checkUpstreamCalls(readUpstreamCalls(log), CONTRACT_OPERATIONS);
    expect(problems).toEqual([]);
    expect(called.map(({ call, operation }) => `${operation.spec} ${call.method} ${operation.contract}${operation.path}`))
      .toEqual(expect.arrayContaining(['named GET customer-api/customers/me', 'named GET photo-api/users']));
  });

  it('fails a call to no operation of the contracts, to a reference-only one, to an unmarked one and to an unknown service', () => {
    appendFileSync(log, `${JSON.stringify({ service: 'order', method: 'GET', path: '/OrderDeliveryDates?orderIds=' })}\n`);
    const fromLog = checkUpstreamCalls(readUpstreamCalls(log), CONTRACT_OPERATIONS).problems;
    expect(fromLog).toEqual(['GET /OrderDeliveryDates?orderIds= (order service): no operation of services/contracts/order-api has this method and path']);

    const calls = [
      { service: 'feedback', method: 'GET', path: '/v1/answers/me' },
      { service: 'photo', method: 'GET', path: '/albums/{albumId}?fields=all' },
      { service: 'nowhere', method: 'GET', path: '/x' },
    ];
    const operations = [
      ...CONTRACT_OPERATIONS.filter((op) => op.contract === 'feedback-api'),
      { contract: 'photo-api', method: 'GET', path: '/albums/{id}', spec: null },
    ];
    expect(checkUpstreamCalls(calls, operations).problems).toEqual([
      'GET /v1/answers/me (feedback service): feedback-api marks it reference-only; a real upstream does not have it',
      'GET /albums/{albumId}?fields=all (photo service): photo-api does not mark it (x-spec)',
      'GET /x (nowhere service): no contract is known for this service (SERVICE_CONTRACTS in gateway/src/upstream/callLog.ts)',
    ]);
  });

  // What the journeys' check relies on, for the calls no journey makes: every upstream client names a service with a
  // contract, and records its calls by path template (a path with its values in would match no operation).
  const sources = readdirSync(new URL('../src/upstream/', import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [file, readFileSync(new URL(`../src/upstream/${file}`, import.meta.url), 'utf8')] as const);

  it('knows the contract of every upstream service a client calls', () => {
    const services = sources.flatMap(([, text]) => [...text.matchAll(/name: '(\w+)', label:/g)].map((m) => m[1]!));
    expect(services.length).toBeGreaterThan(15);
    expect(services.filter((service) => !SERVICE_CONTRACTS[service])).toEqual([]);
  });

  it('records calls by path template, never a path with its values in', () => {
    const valued = sources.flatMap(([file, text]) =>
      [...text.matchAll(/\bcall\('[A-Z]+', `[^`]*\$\{/g)].map((m) => `${file}: ${m[0]}`));
    expect(valued).toEqual([]);
  });
});
