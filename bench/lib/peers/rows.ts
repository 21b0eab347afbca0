// One row of the peer table: a contender's runs of a page over the rounds, as medians, beside direct REST's runs of the
// same rounds.
import type { Row } from '../table';
import type { RunResult } from '../throughput';
import type { Contender, PeerPage } from './pages';

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

/** This gateway's targets against its peers: CPU per request (persisted id), its memory after, and its added p99. */
export const CPU_TARGET_MS = { albums: 1.0, orders: 2.0 } as const;
export const RSS_TARGET_MB = 150;
export const P99_MARGIN_MS = 5;
export const TAIL_P99_MARGIN_MS = 10;

type Measured = Partial<Record<PeerPage['key'], Partial<Record<Contender, RunResult[]>>>>;

/**
 * The target rows of the peer table, from the medians of the rounds: on the month page this gateway's CPU per request
 * at most Tailcall's in the same run and its p99 at most 5 ms above direct REST's; on the albums and orders pages its
 * CPU per request at most 1.0 and 2.0 ms; its resident memory after the table at most 150 MB.
 */
export function targetRows(measured: Measured, memory: { rss: number; peak: number }): Row[] {
  const cpu = (runs?: RunResult[]) => (runs ? median(runs.map((r) => r.cpuPerRequest.gateway)) : NaN);
  const p99 = (runs?: RunResult[]) => (runs ? median(runs.map((r) => r.p99)) : NaN);
  const rows: Row[] = [];
  const month = measured.month;
  if (month?.persisted && month.tailcall) {
    const [ours, theirs] = [cpu(month.persisted), cpu(month.tailcall)];
    rows.push({
      metric: 'Peers target, month page: this gateway\'s CPU per request / Tailcall\'s', value: `${ours.toFixed(2)} / ${theirs.toFixed(2)} ms`,
      target: '≤ Tailcall', pass: ours <= theirs, note: `persisted id; ratio ${(ours / theirs).toFixed(2)}`,
    });
  }
  if (month?.persisted && month.direct) {
    const added = p99(month.persisted) - p99(month.direct);
    rows.push({
      metric: 'Peers target, month page: p99 this gateway − direct REST (16 connections)', value: `${added >= 0 ? '+' : ''}${added.toFixed(1)} ms`,
      target: `≤ +${P99_MARGIN_MS} ms`, pass: added <= P99_MARGIN_MS, note: `${p99(month.persisted).toFixed(1)} vs ${p99(month.direct).toFixed(1)} ms`,
    });
  }
  for (const key of ['albums', 'orders'] as const) {
    const runs = measured[key]?.persisted;
    if (!runs) continue;
    rows.push({
      metric: `Peers target, ${key} page: this gateway's CPU per request`, value: `${cpu(runs).toFixed(2)} ms`,
      target: `≤ ${CPU_TARGET_MS[key].toFixed(1)} ms`, pass: cpu(runs) <= CPU_TARGET_MS[key], note: 'persisted id',
    });
  }
  rows.push({
    metric: 'Peers target: this gateway\'s resident memory after the peer table', value: `${memory.rss.toFixed(0)} MB`,
    target: `≤ ${RSS_TARGET_MB} MB`, pass: memory.rss <= RSS_TARGET_MB, note: `peak ${memory.peak.toFixed(0)} MB`,
  });
  return rows;
}
