import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** One upstream call as `callUpstream` makes it: the service (`ServiceInfo.name`), the method and the path template. */
export interface UpstreamCall {
  service: string;
  method: string;
  path: string;
}

/** An operation of the contracts with its spec mark (`@my-account/services/contracts/operations`). */
export interface ContractOperation {
  contract: string;
  method: string;
  path: string;
  spec: string | null;
}

/** The contract (services/contracts/<name>.yaml or .graphql) of each service the gateway calls, by `ServiceInfo.name`. */
export const SERVICE_CONTRACTS: Readonly<Record<string, string>> = {
  auth: 'auth-api', customer: 'customer-api', cutoff: 'cutoff-api', download: 'download-api', feedback: 'feedback-api',
  invoice: 'invoice-api', merchandise: 'merchandise', order: 'order-api', photo: 'photo-api', product: 'product-api', project: 'project-api',
  publicConfig: 'public-config-api', sharedAlbums: 'shared-albums-api', storage: 'storage-api', subscription: 'subscription-api',
  supportChat: 'support-chat-api', tempSelection: 'temp-selection-api', testing: 'testing-api', voucher: 'voucher-api', widget: 'widget-api',
};

const recorded = new Set<string>();

/** Appends the call to `file` as a JSON line, once per process and distinct call (UPSTREAM_CALLS_LOG). */
export function recordUpstreamCall(file: string, call: UpstreamCall): void {
  const line = JSON.stringify({ service: call.service, method: call.method, path: call.path });
  if (recorded.has(file + line)) return;
  recorded.add(file + line);
  appendFileSync(file, `${line}\n`);
}

/** The distinct calls of a log (several gateway processes may have written it); none when there is no file. */
export function readUpstreamCalls(file: string): UpstreamCall[] {
  if (!existsSync(file)) return [];
  const lines = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  return [...lines].map((line) => JSON.parse(line) as UpstreamCall);
}

/** A path template as the wire sees it: no query (`/v1/widget/all?orderCodes=`), no GraphQL operation name, parameters unnamed. */
const template = (path: string) => (path.split(/[?\s]/)[0] ?? '').replace(/\{[^}]*\}/g, '{}');

/**
 * Each call's contract operation and its mark, and what is wrong: a service without a contract, a call to no operation
 * of its contract, to one without a mark, or to one marked reference-only (a real upstream does not have it).
 */
export function checkUpstreamCalls(calls: readonly UpstreamCall[], operations: readonly ContractOperation[]) {
  const called: Array<{ call: UpstreamCall; operation: ContractOperation }> = [];
  const problems: string[] = [];
  for (const call of calls) {
    const what = `${call.method} ${call.path} (${call.service} service)`;
    const contract = SERVICE_CONTRACTS[call.service];
    const operation = operations.find((op) =>
      op.contract === contract && op.method === call.method && template(op.path) === template(call.path));
    if (!contract) problems.push(`${what}: no contract is known for this service (SERVICE_CONTRACTS in gateway/src/upstream/callLog.ts)`);
    else if (!operation) problems.push(`${what}: no operation of services/contracts/${contract} has this method and path`);
    else if (operation.spec === 'reference-only') problems.push(`${what}: ${contract} marks it reference-only; a real upstream does not have it`);
    else if (operation.spec !== 'named' && operation.spec !== 'unnamed') problems.push(`${what}: ${contract} does not mark it (x-spec)`);
    else called.push({ call, operation });
  }
  return { called, problems };
}
