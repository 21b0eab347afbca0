// A closed-loop load generator: `concurrency` workers send the same request back to back over keep-alive
// connections for a fixed time; every answer must be 200 (or a status the target accepts) and pass `check`, else it
// counts as an error. A target may
// continue with further requests its answer decides (`then`, e.g. the remaining pages of a list): one round trip is
// then the whole sequence.
import { Agent, request } from 'node:http';

export interface Target {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  check: (body: string) => boolean;
  /** Statuses that count as an answer (default 200 only; e.g. 404 where the upstream says "none" with it). */
  statuses?: readonly number[];
  /** Requests to make once this one answered and passed `check`, all at once (each must pass its own). */
  then?: (body: string) => Target[];
}

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function once(agent: Agent, target: Target): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(target.url, { method: target.method, headers: target.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (!(target.statuses ?? [200]).includes(res.statusCode ?? 0) || !target.check(body)) return resolve(false);
        if (!target.then) return resolve(true);
        void Promise.all(target.then(body).map((next) => once(agent, next))).then((oks) => resolve(oks.every(Boolean)));
      });
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end(target.body);
  });
}

export async function load(target: Target, { concurrency, seconds }: { concurrency: number; seconds: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      if (await once(agent, target)) latencies.push(performance.now() - t);
      else errors++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}
