// Two gateway instances sharing one Redis share each customer's cost budget (REDIS_URL; CI points it at the
// machine's Redis). Without REDIS_URL this file is skipped: the in-memory budget is covered by hardening.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway, type Signer } from './helpers';

const redisUrl = process.env.REDIS_URL;
let signer: Signer;
let mock: ReturnType<typeof createMockServer>;
const gateways: RunningGateway[] = [];

beforeAll(async () => {
  if (!redisUrl) return;
  signer = await createSigner('test-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  for (let i = 0; i < 2; i += 1) gateways.push(await startGateway(testConfig({ redisUrl, costBudgetPerMinute: 1_000 })));
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  mock?.close();
});

// 101 points each (a list of 100 ids), answered without any upstream call.
const query = `{ nodes(ids: ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `unknown-${i}`))}) { id } }`;

describe.skipIf(!redisUrl)('the cost budget in Redis', () => {
  it('is one budget per customer across gateway instances', async () => {
    const token = await signer.sign({}, { sub: `acc-${randomUUID()}` });
    const [a, b] = gateways as [RunningGateway, RunningGateway];
    for (let i = 0; i < 5; i += 1) expect((await gql(a.url, { query }, { token })).status).toBe(200); // 505 of 1,000
    for (let i = 0; i < 4; i += 1) expect((await gql(b.url, { query }, { token })).status).toBe(200); // 909
    const refusedByB = await gql(b.url, { query }, { token });
    expect(refusedByB.status).toBe(429);
    expect(refusedByB.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await gql(a.url, { query }, { token })).status).toBe(429);

    const someoneElse = await signer.sign({}, { sub: `acc-${randomUUID()}` });
    expect((await gql(a.url, { query }, { token: someoneElse })).status).toBe(200);
  });
});
