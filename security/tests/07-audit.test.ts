// GraphQL over HTTP conformance (acceptance 2): graphql-http's server audits against the running gateway's
// /graphql, as an anonymous caller (the audits send `{ __typename }`-style documents). Every MUST audit has to pass;
// SHOULD and MAY failures are printed for information.
import { serverAudits, type AuditFail, type AuditResult } from 'graphql-http';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback } from '../harness';
import { stack } from './context';

let results: AuditResult[] = [];

beforeAll(async () => {
  assertLoopback(stack.graphqlUrl);
  const audits = serverAudits({ url: stack.graphqlUrl, fetchFn: fetch });
  results = [];
  for (const audit of audits) results.push(await audit.fn()); // one at a time
  const failed = results.filter((r): r is AuditFail => r.status !== 'ok');
  const lines = await Promise.all(failed.map(async (r) => {
    const body = await r.response.clone().text().catch(() => '');
    return `  ${r.status.padEnd(6)} ${r.name}\n         ${r.reason}${body ? `\n         HTTP ${r.response.status}: ${body.slice(0, 200)}` : ''}`;
  }));
  console.info(`[graphql-http] ${results.length} audits, ${results.length - failed.length} ok, ${failed.length} not:\n${lines.join('\n')}`);
});

describe('graphql-http server audits', () => {
  it('runs every audit', () => {
    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });

  it('every MUST audit passes', () => {
    const failedMust = results
      .filter((r): r is AuditFail => r.name.startsWith('MUST') && r.status !== 'ok')
      .map((r) => `${r.id} ${r.name}: ${r.reason}`);
    expect(failedMust).toEqual([]);
  });
});
