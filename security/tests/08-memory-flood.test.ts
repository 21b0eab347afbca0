// A flood of large distinct documents: 2,000 anonymous ~15 KB documents (just under the 16 KB anonymous body
// limit; some run, some are refused by the alias limit) 16 at a time, together with distinct ~200 KB documents
// from a signed-in customer (refused by the token and alias limits). The gateway's resident memory must stay under
// 400 MB throughout (sampled every 100 ms) and it must answer normally afterwards.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { percentile, persistedId, postRaw, round, rssMb, runBounded, sampleRss } from '../harness';
import { ask, persisted, stack } from './context';

const ANONYMOUS_REQUESTS = 2_000;
const ANONYMOUS_CONCURRENCY = 16;
const SIGNED_IN_REQUESTS = 200;
const SIGNED_IN_CONCURRENCY = 4;
const MAX_RSS_MB = 400;
const ANONYMOUS_LIMIT = 16 * 1024;

const distinct = (bytes: number) => randomBytes(Math.ceil(bytes / 2)).toString('hex').slice(0, bytes);

/** ~15 KB anonymous documents of three kinds, every one distinct. */
function anonymousDocument(i: number): string {
  switch (i % 3) {
    case 0: // runs: one field and a long distinct comment
      return `{ __typename }\n# ${distinct(15_000)}`;
    case 1: { // parsed, then refused by the alias limit (about 450 distinct aliases)
      const tag = distinct(8);
      return `{ ${Array.from({ length: 450 }, (_, k) => `a${tag}_${k}x${distinct(6)}: __typename`).join(' ')} }`;
    }
    default: // runs: many comment lines between the fields
      return `{\n${Array.from({ length: 60 }, () => `# ${distinct(240)}\n__typename`).join('\n')}\n}`;
  }
}

/** ~200 KB signed-in documents: over the token limit, or a huge comment before 20 aliases. */
function signedInDocument(i: number): string {
  if (i % 2 === 0) return `{ ${Array.from({ length: 9_000 }, (_, k) => `b${k}x${distinct(6)}: __typename`).join(' ')} }`.slice(0, 200_000) + ' }';
  return `# ${distinct(200_000)}\n{ ${Array.from({ length: 20 }, (_, k) => `c${k}: __typename`).join(' ')} }`;
}

describe('large-document flood', () => {
  it('keeps the gateway under 400 MB and answering', async () => {
    const rssBefore = rssMb(stack.gatewayPid);
    const sampler = sampleRss(stack.gatewayPid, 100);
    const anonymous = { statuses: new Map<number, number>(), ms: [] as number[], bodyBytes: [] as number[], failures: [] as string[] };
    const signedIn = { statuses: new Map<number, number>(), codes: new Map<string, number>(), failures: [] as string[] };
    const count = (map: Map<any, number>, key: unknown) => map.set(key, (map.get(key) ?? 0) + 1);
    const started = performance.now();
    const [anonymousDone, signedInDone] = await Promise.all([
      runBounded(ANONYMOUS_REQUESTS, ANONYMOUS_CONCURRENCY, 150_000, async (i) => {
        const body = JSON.stringify({ query: anonymousDocument(i) });
        anonymous.bodyBytes.push(Buffer.byteLength(body));
        try {
          const answer = await postRaw(stack.graphqlUrl, body);
          count(anonymous.statuses, answer.status);
          anonymous.ms.push(answer.ms);
          const ok = (i % 3 !== 1 && answer.status === 200 && answer.body.data?.__typename === 'Query')
            || (i % 3 === 1 && answer.status === 400 && answer.body.errors?.[0]?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
          if (!ok) anonymous.failures.push(`#${i}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        } catch (error) {
          anonymous.failures.push(`#${i}: ${(error as Error).message.slice(0, 200)}`);
        }
      }),
      runBounded(SIGNED_IN_REQUESTS, SIGNED_IN_CONCURRENCY, 150_000, async (i) => {
        try {
          const answer = await postRaw(stack.graphqlUrl, JSON.stringify({ query: signedInDocument(i) }), { token: stack.tokens.lucas });
          count(signedIn.statuses, answer.status);
          count(signedIn.codes, answer.body.errors?.[0]?.extensions?.code);
          if (answer.status !== 400) signedIn.failures.push(`#${i}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        } catch (error) {
          signedIn.failures.push(`#${i}: ${(error as Error).message.slice(0, 200)}`);
        }
      }),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const memory = sampler.stop();

    // Afterwards: the same process answers anonymous and signed-in requests normally.
    const typename = await ask(null, '{ __typename }');
    const shell = await persisted('mia', persistedId('ShellQuery'));
    const rssAfter = rssMb(stack.gatewayPid);
    console.info(`[flood] ${anonymousDone} anonymous (${Math.min(...anonymous.bodyBytes)}-${Math.max(...anonymous.bodyBytes)} B bodies, `
      + `statuses ${JSON.stringify([...anonymous.statuses])}, p50 ${round(percentile(anonymous.ms, 50))} ms, p99 ${round(percentile(anonymous.ms, 99))} ms) `
      + `+ ${signedInDone} signed-in ~200 KB (statuses ${JSON.stringify([...signedIn.statuses])}, codes ${JSON.stringify([...signedIn.codes])}) in ${round(seconds)} s; `
      + `gateway VmRSS ${round(rssBefore)} MB before, peak ${round(memory.peakMb)} MB, ${round(rssAfter)} MB after (${memory.samples.length} samples)`);

    expect(anonymousDone).toBe(ANONYMOUS_REQUESTS);
    expect(signedInDone).toBe(SIGNED_IN_REQUESTS);
    expect(Math.max(...anonymous.bodyBytes)).toBeLessThan(ANONYMOUS_LIMIT);
    expect(Math.min(...anonymous.bodyBytes)).toBeGreaterThan(14 * 1024);
    expect(anonymous.failures.slice(0, 5)).toEqual([]);
    expect(signedIn.failures.slice(0, 5)).toEqual([]);
    expect(memory.processLost).toBe(false);
    expect(memory.samples.length).toBeGreaterThan(10);
    expect(memory.peakMb, `gateway VmRSS peak ${round(memory.peakMb)} MB`).toBeLessThan(MAX_RSS_MB);
    expect(typename.body).toEqual({ data: { __typename: 'Query' } });
    expect(shell.body.errors).toBeUndefined();
    expect(shell.body.data?.viewer?.id).toBeTruthy();
  });
});
