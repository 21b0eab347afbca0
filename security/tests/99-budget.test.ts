// The per-customer cost budget (the gateway runs with COST_BUDGET_PER_MINUTE=20,000 here): a loop of costly but
// valid queries is refused with RATE_LIMITED / HTTP 429 / Retry-After within a bounded number of requests, every
// later request of that customer is refused the same way, and while one customer floods, another customer's persisted
// query keeps being answered. Round-trip times are printed, not asserted (this suite shares the machine with the
// rest of CI); the cost of a check and of a refusal are targets of `pnpm bench`. Runs last: it spends whole budgets.
import { describe, expect, it } from 'vitest';
import { codeOf, percentile, persistedId, round, runBounded, type GqlAnswer } from '../harness';
import { ask, persisted, stack } from './context';

/** 15 aliases × (first: 100 photos with two thumbnail selections): cost 6,017, under the 10,000 per operation. */
const COSTLY = `{ viewer { photoLibrary { ${Array.from({ length: 15 }, (_, i) => `p${i}: photos(first: 100) { edges { node { thumbnails { url } thumbnail(size: S300) { url } } } }`).join(' ')} } } }`;
const COSTLY_POINTS = 6_017;
/** Over the per-operation limit: refused as QUERY_TOO_COSTLY before the budget. */
const TOO_COSTLY = '{ viewer { photoLibrary { albums(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } } } } }';

describe('per-customer cost budget', () => {
  it('a loop of costly valid queries is refused with RATE_LIMITED, HTTP 429 and Retry-After within a bounded number of requests', async () => {
    const budget = stack.costBudgetPerMinute;
    const allowed = Math.floor(budget / COSTLY_POINTS);
    const accepted: GqlAnswer[] = [];
    let refused: GqlAnswer | undefined;
    for (let i = 0; i < allowed + 3 && !refused; i += 1) {
      const answer = await ask('oliver', COSTLY);
      if (answer.status === 429) refused = answer;
      else accepted.push(answer);
    }
    console.info(`[budget] ${accepted.length} costly queries (${COSTLY_POINTS} points each) ran before the first refusal (budget ${budget}/min)`);
    for (const answer of accepted) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    expect(accepted.length).toBe(allowed);
    expect(refused, 'no refusal').toBeDefined();
    const error = refused!.body.errors?.[0];
    expect(error?.extensions?.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error?.extensions?.retryAfter).toBe(retryAfter);
    expect(refused!.body.data ?? null).toBeNull();
    // The whole customer is out of budget (a cheap query too); another customer is not.
    const cheap = await ask('oliver', '{ viewer { id } }');
    expect(cheap.status).toBe(429);
    expect(codeOf(cheap)).toBe('RATE_LIMITED');
    expect((await ask('lucas', '{ viewer { id } }')).body.errors).toBeUndefined();
  });

  it('once out of budget, 100 sequential requests are all refused with RATE_LIMITED and a Retry-After', async () => {
    const times: number[] = [];
    const codes = new Set<unknown>();
    for (let i = 0; i < 100; i += 1) {
      const answer = await ask('oliver', COSTLY);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      codes.add(codeOf(answer));
      times.push(answer.ms);
    }
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.info(`[budget] refused requests: median ${round(median, 2)} ms, p95 ${round(p95, 2)} ms, max ${round(Math.max(...times), 2)} ms`);
    expect([...codes]).toEqual(['RATE_LIMITED']);
  });

  it('while Emma floods (8 loops, ~10 s) and is refused, Mia\'s persisted query keeps being answered', async () => {
    const FLOOD_MS = 10_000;
    const overview = persistedId('OverviewPageQuery');
    const emma = { statuses: new Map<string, number>(), refusedMs: [] as number[] };
    const mia = { ms: [] as number[], failures: [] as string[] };
    const tally = (answer: GqlAnswer) => {
      const key = `${answer.status} ${codeOf(answer) ?? 'ok'}`;
      emma.statuses.set(key, (emma.statuses.get(key) ?? 0) + 1);
      if (answer.status === 429 || answer.status === 400) emma.refusedMs.push(answer.ms);
    };
    let flooding = true;
    const flood = runBounded(8, 8, FLOOD_MS + 5_000, async (loop) => {
      const deadline = Date.now() + FLOOD_MS;
      for (let n = 0; n < 50_000 && Date.now() < deadline; n += 1) {
        // Six loops send costly valid queries (run until the budget is spent, refused after), two over-limit ones.
        tally(await ask('emma', loop < 6 ? COSTLY : TOO_COSTLY));
      }
    }).finally(() => { flooding = false; });
    const probe = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 200)); // the flood is under way
      for (let n = 0; n < 10_000 && flooding; n += 1) {
        const answer = await persisted('mia', overview);
        mia.ms.push(answer.ms);
        if (answer.status !== 200 || answer.body.errors) mia.failures.push(`${answer.status} ${JSON.stringify(answer.body.errors).slice(0, 200)}`);
      }
    })();
    await Promise.all([flood, probe]);
    const p50 = percentile(mia.ms, 50);
    const p99 = percentile(mia.ms, 99);
    const emmaTotal = [...emma.statuses.values()].reduce((a, b) => a + b, 0);
    console.info(`[flood] Emma: ${emmaTotal} requests ${JSON.stringify([...emma.statuses])}, refusals p50 ${round(percentile(emma.refusedMs, 50), 2)} ms `
      + `p99 ${round(percentile(emma.refusedMs, 99), 2)} ms; Mia: ${mia.ms.length} OverviewPageQuery, p50 ${round(p50, 1)} ms, p99 ${round(p99, 1)} ms, `
      + `max ${round(Math.max(...mia.ms), 1)} ms, failures ${mia.failures.length}`);
    expect(emma.statuses.get('429 RATE_LIMITED') ?? 0).toBeGreaterThan(0);
    expect(emma.statuses.get('400 QUERY_TOO_COSTLY') ?? 0).toBeGreaterThan(0);
    expect(mia.ms.length).toBeGreaterThan(2);
    expect(mia.failures.slice(0, 5)).toEqual([]);
  });
});
