// Gateway vs direct REST throughput: each run is a warm-up, then the measured load, with the CPU time the gateway and
// the services spent during the measured part divided by the requests answered. The CPU per request is the gateway's
// own cost, which the req/s ratio alone hides when other load on the machine slows either side.
import { cpuMeter } from './cpu';
import { load, type LoadResult, type Target } from './load';
import type { Row } from './table';

/** The gateway / direct throughput the gateway must reach (issue: "≥ 0.85 on a quiet machine"). */
export const RATIO_TARGET = 0.85;

export interface RunResult extends LoadResult {
  /** CPU milliseconds per answered request, per process. */
  cpuPerRequest: { gateway: number; services: number };
}

export type Run = (name: string, target: Target) => Promise<RunResult>;

export interface RunnerOptions {
  concurrency: number;
  seconds: number;
  warmupSeconds?: number;
  /** Looked up before each run (a supervised process may have been restarted). */
  pids: () => { gateway: number; services: number };
  log: (line: string) => void;
}

export function throughputRunner({ concurrency, seconds, warmupSeconds = 1.5, pids, log }: RunnerOptions): Run {
  return async (name, target) => {
    await load(target, { concurrency, seconds: warmupSeconds });
    const meter = cpuMeter(pids());
    const result = await load(target, { concurrency, seconds });
    const cpu = meter.stop();
    const answered = Math.max(1, result.requests + result.errors);
    const cpuPerRequest = { gateway: cpu.gateway / answered, services: cpu.services / answered };
    log(`${name}: ${result.requests} requests in ${seconds} s, ${result.errors} errors, p50 ${result.p50.toFixed(1)} ms, `
      + `p99 ${result.p99.toFixed(1)} ms; CPU per request: gateway ${cpuPerRequest.gateway.toFixed(2)} ms, services ${cpuPerRequest.services.toFixed(2)} ms`);
    return { ...result, cpuPerRequest };
  };
}

const latency = (r: LoadResult) => `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[], digits: number) => (xs.length < 2 ? '' : `; rounds ${xs.map((x) => x.toFixed(digits)).join(', ')}`);

/**
 * `rounds` pairs of runs (direct, then through the gateway), reported as medians (each round listed when more than
 * one): req/s of both, their ratio, and the CPU milliseconds per request of the gateway (and of the services on the
 * direct run, for reference).
 */
export async function compareThroughput({ label, direct, gateway, run, rounds, target = RATIO_TARGET }: {
  label: string;
  direct: Target;
  gateway: Target;
  run: Run;
  rounds: number;
  /** The ratio to reach (default `RATIO_TARGET`). */
  target?: number;
}): Promise<Row[]> {
  const results: Array<{ direct: RunResult; gateway: RunResult }> = [];
  for (let round = 1; round <= rounds; round++) {
    const suffix = rounds > 1 ? ` (round ${round} of ${rounds})` : '';
    results.push({ direct: await run(`${label}, direct REST${suffix}`, direct), gateway: await run(`${label}, gateway${suffix}`, gateway) });
  }
  const directRps = results.map((r) => r.direct.perSecond);
  const gatewayRps = results.map((r) => r.gateway.perSecond);
  const ratios = results.map((r) => r.gateway.perSecond / r.direct.perSecond);
  const gatewayCpu = results.map((r) => r.gateway.cpuPerRequest.gateway);
  const servicesCpu = results.map((r) => r.direct.cpuPerRequest.services);
  const errors = results.reduce((n, r) => n + r.gateway.errors, 0);
  const last = results.at(-1)!;
  return [
    { metric: `Direct REST ${label}, req/s`, value: median(directRps).toFixed(0), target: '—', note: `${latency(last.direct)}${spread(directRps, 0)}` },
    { metric: `Gateway ${label}, req/s`, value: median(gatewayRps).toFixed(0), target: '—', note: `${latency(last.gateway)}${spread(gatewayRps, 0)}` },
    { metric: `Gateway / direct throughput ratio, ${label}`, value: median(ratios).toFixed(2), target: `≥ ${target.toFixed(2)}`,
      pass: median(ratios) >= target && errors === 0, note: spread(ratios, 2).replace(/^; /, '') },
    { metric: `Gateway CPU per request, ${label}, ms`, value: median(gatewayCpu).toFixed(2), target: '—',
      note: `process CPU (user + system) over the run / requests${spread(gatewayCpu, 2)}; services on the direct run: ${median(servicesCpu).toFixed(2)} ms` },
  ];
}
