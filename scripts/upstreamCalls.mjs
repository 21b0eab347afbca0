// After the journeys (`npm test`): the upstream calls their gateway made (UPSTREAM_CALLS_LOG, which the journeys' stack
// writes to test-results/upstream-calls.jsonl) against the contracts' spec marks (services/README.md). Prints each called
// path with its mark, and fails on a call to no operation of the contracts, to an unmarked one or to a reference-only
// one: the gateway must work unchanged against the retailer's own services.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { bold, journeysUpstreamCalls, log, root } from './lib.mjs';

const file = process.env.UPSTREAM_CALLS_LOG || journeysUpstreamCalls;
const load = (...path) => tsImport(pathToFileURL(join(root, ...path)).href, import.meta.url);
const { checkUpstreamCalls, readUpstreamCalls } = await load('gateway', 'src', 'upstream', 'callLog.ts');
const { CONTRACT_OPERATIONS } = await load('services', 'contracts', '__generated__', 'operations.ts');

const calls = readUpstreamCalls(file);
if (!calls.length) {
  console.error(`✖ No upstream calls recorded in ${file}: run the journeys first (their stack sets UPSTREAM_CALLS_LOG).`);
  process.exit(1);
}
const { called, problems } = checkUpstreamCalls(calls, CONTRACT_OPERATIONS);
const rows = called.map(({ call, operation: op }) => `${op.spec.padEnd(8)} ${call.method.padEnd(6)} ${op.contract} ${call.path}`).sort();
console.log(`${bold(`Upstream paths the journeys' gateway called (${rows.length})`)} — named: spec §7 names it; unnamed: the reference's choice`);
for (const row of rows) console.log(`  ${row}`);
if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
log(`Every upstream call is an operation of the contracts: ${rows.filter((r) => r.startsWith('named')).length} named by spec §7, ${rows.filter((r) => r.startsWith('unnamed')).length} unnamed.`);
