// `BENCH_ONLY=peers`: this gateway beside two peer GraphQL-over-REST gateways over the same reference services, for
// the month page, the albums page and the orders page of one customer. Per page, every contender (direct REST, this
// gateway by persisted id and by query text, Hive Gateway, Tailcall) is loaded in turn, the order rotated each round;
// medians of the rounds: req/s (ratio to direct REST in the same round), p50/p99, the gateway process's CPU per
// request and its resident memory after. Then the tail: p99 at 50 connections on the month page, gateway vs direct;
// last the targets this gateway is held to against its peers (rows.ts: `targetRows`).
import type { Target } from '../load';
import type { Stack } from '../stack';
import type { Row } from '../table';
import { throughputRunner, type RunResult } from '../throughput';
import { startHive } from './hive';
import { CONTENDER_NAMES, CONTENDERS, lastPageProbe, MAX_LIMIT, peerPages, PHOTOS, type Contender, type PeerPage } from './pages';
import { memoryOf, type PeerProcess } from './process';
import { contenderRow, median, targetRows, TAIL_P99_MARGIN_MS } from './rows';
import { startTailcall } from './tailcall';

export interface PeersOptions {
  token: string;
  stack: Stack;
  /** This gateway's and the services' ports; Hive Gateway takes the gateway's + 10, Tailcall + 11. */
  ports: { gateway: number; services: number };
  documentId: (name: string) => string;
  persistedText: (name: string) => string;
  rounds: number;
  concurrency: number;
  seconds: number;
  log: (line: string) => void;
}

/**
 * `BENCH_PEER_PAGES` (e.g. `month,albums`) and `BENCH_PEER_CONTENDERS` (e.g. `persisted,tailcall`) narrow the table to
 * some pages and contenders, for profiling one page (`GATEWAY_CPU_PROF_DIR`, see bench/photos.ts); the tail figure
 * runs only with the month page and both of its contenders.
 */
const only = (variable: string) => process.env[variable]?.split(',').map((s) => s.trim()).filter(Boolean);
const ONLY_PAGES = only('BENCH_PEER_PAGES');
const ONLY_CONTENDERS = only('BENCH_PEER_CONTENDERS');

/** Connections for the tail figure. */
const TAIL_CONCURRENCY = 50;

/** Why a target's single answer fails its check, or null when it passes. */
async function probe(target: Target): Promise<string | null> {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = await res.text();
  try {
    if (res.status === 200 && target.check(body)) return null;
  } catch { /* reported below */ }
  return `answer failed the check (HTTP ${res.status}): ${body.slice(0, 160)}`;
}

export async function benchPeers(options: PeersOptions): Promise<Row[]> {
  const { token, stack, ports, rounds, concurrency, seconds, log } = options;
  const services = `http://127.0.0.1:${ports.services}`;
  const summary = await (await fetch(`${services}/photo-api/users/timeline`, { headers: { authorization: `Bearer ${token}` } })).json() as Record<string, Record<string, number>>;
  const months = Object.entries(summary).flatMap(([y, byMonth]) => Object.entries(byMonth).map(([m, count]) => ({ year: Number(y), month: Number(m), count })))
    .filter((m) => m.year > 1970).sort((a, b) => b.year - a.year || b.month - a.month);
  // The newest month with more than a page (the page has a next one), and the newest a single request can hold whole.
  const month = months.find((m) => m.count > PHOTOS);
  const whole = months.find((m) => m.count <= MAX_LIMIT);
  if (!month || !whole) throw new Error(`the customer has no month of more than ${PHOTOS} photos, or none of at most ${MAX_LIMIT}`);

  const peers: PeerProcess[] = [];
  try {
    const peerPort = ports.gateway + 10;
    peers.push(await startHive({ port: peerPort, servicesUrl: services, log }));
    peers.push(await startTailcall({ port: peerPort + 1, servicesUrl: services, log }));
    const [hive, tailcall] = peers as [PeerProcess, PeerProcess];
    const urls = { gateway: `http://127.0.0.1:${ports.gateway}`, services, hive: hive.url.replace(/\/graphql$/, ''), tailcall: tailcall.url.replace(/\/graphql$/, '') };
    const pages = (await peerPages({ ...options, urls, month })).filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.key));
    const pidOf: Record<Contender, () => number | undefined> = {
      direct: () => undefined, persisted: stack.gatewayPid, text: stack.gatewayPid, hive: () => hive.pid, tailcall: () => tailcall.pid,
    };
    const runnerOf = (c: Contender, connections = concurrency) => throughputRunner({
      concurrency: connections, seconds, log, pids: () => ({ gateway: pidOf[c]() ?? stack.servicesPid(), services: stack.servicesPid() }),
    });
    const lastPage = {
      hive: await lastPageProbe('hive', urls.hive, token, whole),
      tailcall: await lastPageProbe('tailcall', urls.tailcall, token, whole),
    };
    const rows: Row[] = [];
    const measured: Partial<Record<PeerPage['key'], Partial<Record<Contender, RunResult[]>>>> = {};
    for (const page of pages) {
      const reasons: Partial<Record<Contender, string>> = {};
      const targets: Partial<Record<Contender, Target>> = {};
      for (const c of CONTENDERS) {
        const target = page.targets[c];
        const reason = typeof target === 'string' ? target : await probe(target);
        if (reason) reasons[c] = reason;
        else targets[c] = target as Target;
      }
      const runnable = CONTENDERS.filter((c) => targets[c] && (!ONLY_CONTENDERS || ONLY_CONTENDERS.includes(c)));
      const results: Partial<Record<Contender, RunResult[]>> = (measured[page.key] = {});
      for (let round = 0; round < rounds; round++) {
        const order = [...runnable.slice(round % runnable.length), ...runnable.slice(0, round % runnable.length)];
        log(`peers, ${page.label}, round ${round + 1} of ${rounds}: ${order.join(', ')} ...`);
        for (const c of order) (results[c] ??= []).push(await runnerOf(c)(`${page.label}, ${CONTENDER_NAMES[c]}`, targets[c]!));
      }
      const direct = results.direct ?? [];
      for (const c of CONTENDERS.filter((x) => !ONLY_CONTENDERS || ONLY_CONTENDERS.includes(x))) {
        const metric = `Peers, ${page.label}: ${CONTENDER_NAMES[c]}`;
        const probeNote = c === 'hive' || c === 'tailcall' ? (page === pages[0] ? `; the last page of ${whole.year}-${whole.month} (all ${whole.count} photos, null cursor): ${lastPage[c]}` : '') : '';
        const runs = results[c];
        if (!runs) {
          // A page the peer cannot express is informational; an answer that failed its check is a miss.
          rows.push({ metric, value: '—', target: '—', pass: typeof page.targets[c] === 'string' ? undefined : false, note: `${reasons[c]}${probeNote}` });
          continue;
        }
        const pid = pidOf[c]();
        const row = contenderRow({
          metric, runs, direct, memory: pid ? memoryOf(pid) : undefined, cpu: Boolean(pid),
          checked: c === 'direct' ? page.directChecked ?? page.checked : page.checked,
        });
        rows.push({ ...row, note: `${row.note}${probeNote}` });
      }
    }

    // The tail: p99 at 50 connections on the month page, this gateway (persisted id) vs direct REST, alternating.
    if (pages[0]?.key === 'month' && (!ONLY_CONTENDERS || ['direct', 'persisted'].every((c) => ONLY_CONTENDERS.includes(c)))) {
      const month0 = pages[0].targets;
      const tail: Record<'direct' | 'persisted', number[]> = { direct: [], persisted: [] };
      for (let round = 0; round < rounds; round++) {
        for (const c of round % 2 ? (['persisted', 'direct'] as const) : (['direct', 'persisted'] as const)) {
          tail[c].push((await runnerOf(c, TAIL_CONCURRENCY)(`${pages[0].label}, ${TAIL_CONCURRENCY} connections, ${CONTENDER_NAMES[c]}`, month0[c] as Target)).p99);
        }
      }
      const added = median(tail.persisted) - median(tail.direct);
      rows.push({
        metric: `Peers tail, ${pages[0].label}, p99 at ${TAIL_CONCURRENCY} connections: this gateway / direct REST`,
        value: `${median(tail.persisted).toFixed(0)} / ${median(tail.direct).toFixed(0)} ms`,
        target: `≤ +${TAIL_P99_MARGIN_MS} ms`, pass: added <= TAIL_P99_MARGIN_MS,
        note: `persisted id; rounds: gateway ${tail.persisted.map((x) => x.toFixed(0)).join(', ')}; direct ${tail.direct.map((x) => x.toFixed(0)).join(', ')}`,
      });
    }
    // After every load of the table, the tail included.
    rows.push(...targetRows(measured, memoryOf(stack.gatewayPid())));
    return rows;
  } finally {
    for (const peer of peers) await peer.stop();
  }
}
