// One row of the peer table: a contender's runs of a page over the rounds, as medians, beside direct REST's runs of the
// same rounds.
import type { Row } from '../table';
import type { RunResult } from '../throughput';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

export function contenderRow({ metric, runs, direct, memory, cpu, checked }: {
  metric: string;
  runs: RunResult[];
  /** Direct REST's runs, round by round (the ratio's denominator). */
  direct: RunResult[];
  /** The gateway process's resident memory after the runs, MB (none for direct REST). */
  memory?: { rss: number; peak: number };
  /** Whether the CPU per request is a gateway's (not for direct REST). */
  cpu: boolean;
  /** What every answer was checked to hold. */
  checked: string;
}): Row {
  const rps = runs.map((r) => r.perSecond);
  const ratios = runs.map((r, i) => r.perSecond / (direct[i]?.perSecond ?? NaN));
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return {
    metric, value: `${median(rps).toFixed(0)} (${median(ratios).toFixed(2)})`, target: '—', pass: errors === 0 ? undefined : false,
    note: [
      `p50 ${ms(median(runs.map((r) => r.p50)))}, p99 ${ms(median(runs.map((r) => r.p99)))}`,
      cpu ? `CPU ${median(runs.map((r) => r.cpuPerRequest.gateway)).toFixed(2)} ms/request` : '',
      memory ? `RSS after ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)})` : '',
      errors ? `${errors} answers failed the check` : `every answer: ${checked}`,
      `rounds ${rps.map((x) => x.toFixed(0)).join(', ')}`,
    ].filter(Boolean).join('; '),
  };
}
