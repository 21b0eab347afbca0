// `pnpm bench`: gateway vs direct REST throughput for a timeline month page, REST calls per timeline query, and
// the photo timeline in Chromium (first thumbnails, longest task, DOM size while scrolling), all against the
// 100,000-photo library of perf@example.com; the same throughput and REST-call figures for the albums page
// (emma@example.com, 56 albums) and for the orders page (emma@example.com, 250 orders); memory and throughput of a
// 100-photo archive (100 × ~10 MB). Starts and stops its own stack; reports, never fails on a target.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { measureInitialJs, measurePhotosPage, signInInBrowser, VIEWPORT, type BrowserSession, type InitialJs, type PageMetrics } from './lib/browser';
import { benchAlbums } from './lib/albums';
import { benchArchive } from './lib/archive';
import { benchCostCheck } from './lib/cost';
import { benchOrders } from './lib/orders';
import { benchPeers } from './lib/peers/compare';
import type { Target } from './lib/load';
import { COUNTED_PORT, PORT, PRODUCT_URL, ROOT, SERVICES_PORT, startStack, type Stack } from './lib/stack';
import { printTable, type Row } from './lib/table';
import { compareThroughput, throughputRunner } from './lib/throughput';

const PERF = { email: 'perf@example.com', password: 'photos123' }; // PERF_ACCOUNT of services/src/db/seed-large.ts
const ALBUMS = { email: 'emma@example.com', password: 'photos123' }; // the demo consumer: 56 albums with covers, 250 orders
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Pairs of throughput runs (direct, gateway) per page, default 3: one 5-second pair swings by ±0.05 with whatever
 * else the machine's host does meanwhile, so medians are reported, every round in the notes.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** `throughput`: only the throughput, REST-call and cost-check parts (no browser measurements, no archive set). */
const ONLY_THROUGHPUT = process.env.BENCH_ONLY === 'throughput';
/** `browser`: only the Chromium measurements (no throughput, REST calls, cost check or archive set). */
const ONLY_BROWSER = process.env.BENCH_ONLY === 'browser';
/** `archive`: only the archive of the 100 large photos (memory and throughput). */
const ONLY_ARCHIVE = process.env.BENCH_ONLY === 'archive';
/** `orders`: only the orders page's throughput, REST-call and cost-check rows (no 100,000-photo library seeded). */
const ONLY_ORDERS = process.env.BENCH_ONLY === 'orders';
/**
 * `peers`: only the peer table (this gateway beside Hive Gateway and Tailcall over the same services, emma@example.com's
 * month, albums and orders pages; no 100,000-photo library seeded).
 */
const ONLY_PEERS = process.env.BENCH_ONLY === 'peers';
/** Measurements of the timeline in Chromium (each a new navigation); medians are reported, every run in the notes. */
const BROWSER_RUNS = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? (ONLY_BROWSER ? 3 : 1)));
/** A Chrome DevTools performance trace of the first timeline measurement is written here (open it in DevTools). */
const TRACE = process.env.BENCH_TRACE;
const PAGE = 24;
const log = (line: string) => console.log(`\x1b[2m▸ ${line}\x1b[0m`);

/** The persisted document id relay-compiler gave a client query (the id the client sends). */
const documentId = (name: string) =>
  /"id": "([0-9a-f]{32})"/.exec(readFileSync(join(ROOT, 'client/src/__generated__', `${name}.graphql.ts`), 'utf8'))![1]!;
const monthId = (year: number, month: number) => Buffer.from(`TimelineMonth:${year}-${String(month).padStart(2, '0')}`).toString('base64url');
/** The text of a persisted client document, as the gateway loads it. */
const persistedText = (name: string) => JSON.parse(readFileSync(join(ROOT, 'client/persisted-queries.json'), 'utf8'))[documentId(name)] as string;
/** The orders screens' documents for the cost check: the page (10 per section) and the details of a photo-book order. */
const ordersDocuments = () => {
  const demo = JSON.parse(readFileSync(join(ROOT, 'services/src/db/demo-orders.json'), 'utf8')) as { orders: Record<string, { code: string }> };
  return [
    { name: 'OrdersPageQuery', text: persistedText('OrdersPageQuery'), variables: { first: 10 } },
    { name: 'OrderDetailsPageQuery', text: persistedText('OrderDetailsPageQuery'), variables: { code: demo.orders.photoBookReady!.code } },
  ];
};

if (!existsSync(join(ROOT, 'client/dist/index.html'))) {
  log('client/dist is missing: building ...');
  if (spawnSync('pnpm', ['-r', '--if-present', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const rows: Row[] = [];
let stack: Stack | undefined;
let browser: BrowserSession | undefined;
const started = Date.now();
try {
  const small = ONLY_ORDERS || ONLY_PEERS;
  stack = await startStack(log, { archivePhotos: !ONLY_THROUGHPUT && !ONLY_BROWSER && !small, largeLibrary: !small });
  const { gatewayPid, servicesPid } = stack;
  const running = stack;
  /** The peer table for a customer: this gateway beside Hive Gateway and Tailcall over the same services. */
  const peers = (token: string) => benchPeers({
    token, stack: running, ports: { gateway: PORT, services: SERVICES_PORT }, documentId, persistedText,
    rounds: ROUNDS, concurrency: CONCURRENCY, seconds: SECONDS, log,
  });
  const run = throughputRunner({
    concurrency: CONCURRENCY, seconds: SECONDS, log, pids: () => ({ gateway: gatewayPid(), services: servicesPid() }),
  });
  if (ONLY_PEERS) {
    log(`peers: signing in ${ALBUMS.email}, then Hive Gateway and Tailcall beside this gateway ...`);
    const emma = await signInInBrowser(PRODUCT_URL, ALBUMS.email, ALBUMS.password);
    await emma.close();
    rows.push(...await peers(emma.accessToken));
  } else if (ONLY_ORDERS) {
    log(`orders: signing in ${ALBUMS.email}, then throughput, REST calls and cost check for the orders page ...`);
    const emma = await signInInBrowser(PRODUCT_URL, ALBUMS.email, ALBUMS.password);
    await emma.close();
    rows.push(...await benchOrders({ token: emma.accessToken, stack, documentId, run, rounds: ROUNDS }));
    rows.push(...await benchCostCheck(ordersDocuments()));
  } else {
    log(`signing in ${PERF.email} in Chromium ...`);
    browser = await signInInBrowser(PRODUCT_URL, PERF.email, PERF.password);
    const auth = { authorization: `Bearer ${browser.accessToken}` };

    // The newest month (the first the timeline shows) and a spread of others, from the photo API's summary.
    const summary = await (await fetch(`http://127.0.0.1:${SERVICES_PORT}/photo-api/users/timeline`, { headers: auth })).json() as Record<string, Record<string, number>>;
    const months = Object.entries(summary).flatMap(([y, ms]) => Object.keys(ms).map((m) => ({ year: Number(y), month: Number(m), count: ms[m]! })))
      .filter((m) => m.year > 1970).sort((a, b) => b.year - a.year || b.month - a.month);
    const total = months.reduce((n, m) => n + m.count, 0);
    const newest = months[0]!;
    log(`library: ${total} dated photos in ${months.length} months, ${months.at(-1)!.year}–${newest.year}; benchmark month ${newest.year}-${newest.month} (${newest.count} photos)`);

    if (!ONLY_BROWSER && !ONLY_ARCHIVE) {
      // 1. Throughput: gateway (persisted MonthPhotosQuery, as the client sends it) vs the REST call behind it.
      const monthQuery = (id: string, size = 'S300') => JSON.stringify({
        documentId: documentId('MonthPhotosQuery'),
        variables: { id, first: PAGE, sort: { key: 'DATE_TAKEN', order: 'DESC' }, size },
      });
      const gateway: Target = {
        method: 'POST', url: `http://127.0.0.1:${PORT}/graphql`, headers: { ...auth, 'content-type': 'application/json' },
        body: monthQuery(monthId(newest.year, newest.month)),
        check: (b) => !b.includes('"errors"') && (JSON.parse(b).data.node.photos.edges.length === PAGE),
      };
      const rest: Target = {
        method: 'GET', headers: { ...auth, 'cache-control': 'no-cache' },
        url: `http://127.0.0.1:${SERVICES_PORT}/photo-api/photos/timeline/${newest.year}/${newest.month}?limit=${PAGE}&sortKey=dateTaken&sortOrder=desc`,
        check: (b) => JSON.parse(b).images.length === PAGE,
      };
      log(`throughput, ${CONCURRENCY} concurrent, ${SECONDS} s each after a 1.5 s warm-up, ${ROUNDS} round(s) ...`);
      rows.push(...await compareThroughput({ label: `month page (${PAGE})`, direct: rest, gateway, run, rounds: ROUNDS }));

      // 2. REST calls per query: through the second gateway, whose photo API goes through the counting proxy.
      const counted = async (tag: string, body: string) => {
        const res = await fetch(`http://127.0.0.1:${COUNTED_PORT}/graphql`, {
          method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'x-correlation-id': tag }, body,
        });
        const json = await res.json() as { errors?: unknown; data?: { node?: { photos?: { pageInfo: { endCursor: string } } } } };
        if (json.errors) throw new Error(`${tag}: ${JSON.stringify(json.errors)}`);
        return json.data;
      };
      const sample = months.filter((_, i) => i % Math.ceil(months.length / 12) === 0);
      const perMonth: number[] = [];
      const perNext: number[] = [];
      // The printed marks (Photo.printedIn) read the customer's orders list once per customer and TTL, not per page:
      // counted apart from the photo API's calls, over all the month and next-page queries of the sample.
      const isOrderCall = (call: string) => call.includes('/order-api/');
      const orderCalls: string[] = [];
      const photoCalls = (tag: string) => {
        const calls = running.calls.get(tag) ?? [];
        orderCalls.push(...calls.filter(isOrderCall));
        return calls.filter((c) => !isOrderCall(c)).length;
      };
      for (const m of sample) {
        const id = monthId(m.year, m.month);
        const first = await counted(`bench-month-${m.year}-${m.month}`, monthQuery(id, 'S800'));
        perMonth.push(photoCalls(`bench-month-${m.year}-${m.month}`));
        await counted(`bench-next-${m.year}-${m.month}`, JSON.stringify({
          documentId: documentId('MonthPhotosPaginationQuery'),
          variables: { id, first: PAGE, after: first?.node?.photos?.pageInfo.endCursor, sort: { key: 'DATE_TAKEN', order: 'DESC' }, size: 'S300' },
        }));
        perNext.push(photoCalls(`bench-next-${m.year}-${m.month}`));
      }
      await counted('bench-page', JSON.stringify({ documentId: documentId('AllPhotosPageQuery'), variables: {} }));
      const pageCalls = stack.calls.get('bench-page') ?? [];
      const range = (xs: number[]) => (Math.min(...xs) === Math.max(...xs) ? String(xs[0]) : `${Math.min(...xs)}–${Math.max(...xs)}`);
      const one = (xs: number[]) => xs.every((n) => n === 1);
      rows.push(
        { metric: 'REST calls per month page query (first 24)', value: range(perMonth), target: '1', pass: one(perMonth), note: `${sample.length} months, MonthPhotosQuery` },
        { metric: 'REST calls per next-page query (after cursor)', value: range(perNext), target: '1', pass: one(perNext), note: 'MonthPhotosPaginationQuery' },
        { metric: `Order-list calls for the printed marks, all ${perMonth.length + perNext.length} queries above`, value: String(orderCalls.length), target: '≤ 1 list',
          pass: new Set(orderCalls.map((c) => c.split('?')[0])).size <= 1,
          note: `the orders list (its batches of 100) read once per customer and TTL, not per page: ${orderCalls.map((c) => c.replace(/^(\w+) \/order-api/, '$1 ')).join(', ') || 'none'}` },
        { metric: 'REST calls for the timeline page query', value: String(pageCalls.length), target: '—', note: `AllPhotosPageQuery: ${pageCalls.map((c) => c.split('?')[0]!.replace(/^(\w+) \/photo-api/, '$1 ')).join(', ')}` },
      );

      // 3. Albums page (the demo consumer's 56 albums): throughput and REST calls per albums query.
      log(`albums: signing in ${ALBUMS.email}, then throughput and REST calls for the albums page ...`);
      const emma = await signInInBrowser(PRODUCT_URL, ALBUMS.email, ALBUMS.password);
      await emma.close();
      rows.push(...await benchAlbums({ token: emma.accessToken, stack, documentId, run, rounds: ROUNDS }));

      // 3a. Orders page (the same customer's 250 orders): throughput and REST calls per orders query.
      log('orders: throughput and REST calls for the orders page ...');
      rows.push(...await benchOrders({ token: emma.accessToken, stack, documentId, run, rounds: ROUNDS }));

      // 3b. The same customer's pages through Hive Gateway and Tailcall beside this gateway (the peer table).
      log('peers: Hive Gateway and Tailcall beside this gateway ...');
      rows.push(...await peers(emma.accessToken));

      // 3c. The gateway's cost check on the documents just measured (in this process, no network).
      log('cost check time per request ...');
      rows.push(...await benchCostCheck([
        { name: 'MonthPhotosQuery', text: persistedText('MonthPhotosQuery'), variables: { id: monthId(newest.year, newest.month), first: PAGE, sort: { key: 'DATE_TAKEN', order: 'DESC' }, size: 'S300' } },
        { name: 'AlbumsPageQuery', text: persistedText('AlbumsPageQuery'), variables: { first: 49, size: 'S300' } },
        ...ordersDocuments(),
      ]));
    }

    if (!ONLY_THROUGHPUT && !ONLY_ARCHIVE) {
      // 4. Chromium: the JavaScript of a signed-in first load (empty HTTP cache), per route.
      log('initial JavaScript of a signed-in first load of /my-photos/photos and / ...');
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const jsRow = (path: string, js: InitialJs) => ({
        metric: `Initial JavaScript, signed-in first load of ${path}, kB gzip`, value: (js.total / 1000).toFixed(1), target: '≤ 200',
        pass: js.total <= 200_000,
        note: `${js.files.length} files; biggest: ${js.files.slice(0, 4).map((f) => `${f.name.replace(/-[\w-]{8}\.js$/, '')} ${kB(f.gzip)}`).join(', ')}`,
      });
      rows.push(
        jsRow('/my-photos/photos', await measureInitialJs(browser, PRODUCT_URL, '/my-photos/photos', '[data-testid="photo-tile"] img')),
        jsRow('/', await measureInitialJs(browser, PRODUCT_URL, '/', '[data-testid="photos-count"]')),
      );

      // 5. Chromium: second navigation (signed in), then scroll the whole timeline; BROWSER_RUNS times (medians).
      const runs: PageMetrics[] = [];
      for (let i = 0; i < BROWSER_RUNS; i++) {
        log(`Chromium ${VIEWPORT.width}×${VIEWPORT.height}: /my-photos/photos, then scrolling to the oldest month (run ${i + 1} of ${BROWSER_RUNS}${TRACE && i === 0 ? `, traced to ${TRACE}` : ''}) ...`);
        runs.push(await measurePhotosPage(browser.page, PRODUCT_URL, { tracePath: i === 0 ? TRACE : undefined }));
      }
      const median = (pick: (p: PageMetrics) => number) => {
        const xs = runs.map(pick).sort((x, y) => x - y);
        return xs.length % 2 ? xs[(xs.length - 1) / 2]! : (xs[xs.length / 2 - 1]! + xs[xs.length / 2]!) / 2;
      };
      const each = (pick: (p: PageMetrics) => number) => (runs.length > 1 ? `runs: ${runs.map((r) => pick(r).toFixed(0)).join(', ')}` : '');
      const notes = (...parts: string[]) => parts.filter(Boolean).join('; ');
      const p = runs[0]!;
      const thumb = median((r) => r.firstThumbDecodedMs);
      const load = median((r) => r.longestTaskLoadMs);
      const read = median((r) => r.longestTaskReadMs);
      const fling = median((r) => r.longestTaskScrollMs);
      const oldest = median((r) => (r.oldestThumbMs < 0 ? Infinity : r.oldestThumbMs));
      const dom = Math.max(...runs.map((r) => r.maxDomNodes));
      rows.push(
        { metric: 'Navigation → first thumbnail decoded, ms', value: thumb.toFixed(0), target: '< 700', pass: thumb < 700, note: notes(`loaded at ${median((r) => r.firstThumbLoadedMs).toFixed(0)} ms`, each((r) => r.firstThumbDecodedMs)) },
        { metric: 'Longest main-thread task, load, ms', value: load.toFixed(0), target: '≤ 50', pass: load <= 50, note: each((r) => r.longestTaskLoadMs) },
        { metric: 'Longest main-thread task, scrolling a screen at a time, ms', value: read.toFixed(0), target: '≤ 50', pass: read <= 50, note: notes(`${runs.map((r) => r.longTasksRead).join(', ')} tasks > 50 ms over ${p.readSteps} screens, photos loading`, each((r) => r.longestTaskReadMs)) },
        { metric: 'Longest main-thread task, flinging to the oldest month, ms', value: fling.toFixed(0), target: '≤ 50', pass: fling <= 50, note: notes(`${runs.map((r) => r.longTasksScroll).join(', ')} tasks > 50 ms`, each((r) => r.longestTaskScrollMs)) },
        { metric: 'Fling stopped → oldest month thumbnail, ms', value: Number.isFinite(oldest) ? oldest.toFixed(0) : 'none', target: '< 1000', pass: oldest < 1000, note: notes('photos flown past load once the scrolling settles', each((r) => r.oldestThumbMs)) },
        { metric: 'Max DOM nodes while scrolling', value: String(dom), target: '< 3000', pass: dom < 3000, note: `${p.domNodesAfterLoad} after load; ${p.scrollSteps} steps over ${p.pageHeight} px, ${p.monthsSeen} months mounted, last: ${p.lastMonth}` },
      );

    }
    if (!ONLY_THROUGHPUT && !ONLY_BROWSER) {
      // 6. A .zip of 100 photos of about 10 MB each, streamed by the services (the browser closed first: it disturbs nothing).
      log('archive: 100 large photos, the services streaming the zip ...');
      const { accessToken } = browser;
      await browser.close();
      browser = undefined;
      rows.push(...await benchArchive({ token: accessToken, stack, log }));
    }
  }
} catch (error) {
  console.error(`\n✖ benchmark aborted: ${(error as Error).stack ?? error}`);
} finally {
  await browser?.close();
  await stack?.stop();
}
const measured = ONLY_PEERS ? `peer gateways (${ALBUMS.email})` : ONLY_ORDERS ? `orders page (${ALBUMS.email})` : '100,000-photo library (perf@example.com)';
if (rows.length) printTable(rows, `pnpm bench — ${measured}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
