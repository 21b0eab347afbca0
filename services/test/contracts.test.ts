// The contracts against spec §7: each operation marked (x-spec), each `named` one a call §7 names, no batch path beside one.
import { describe, expect, it } from 'vitest';
import { batchDuplicates, callKey, operationsOf, readContracts, SPEC_MARKS } from './helpers/contracts';
import { SPEC7_CALLS } from './helpers/spec7';

const contracts = readContracts();
const operations = contracts.flatMap(({ file, doc }) => operationsOf(file, doc));
const named = operations.filter((op) => op.spec === 'named');
const spec7 = new Map(SPEC7_CALLS.flatMap(({ api, calls }) => calls.map((call) => {
  const [method = '', path = ''] = call.split(' ');
  return [callKey(method, path), `${call} (§7 ${api})`] as const;
})));
const where = (op: { file: string; method: string; path: string; operationId: string }) =>
  `${op.file}: ${op.method} ${op.path} (${op.operationId})`;

describe('the contracts against spec §7', () => {
  it('marks every operation with exactly one of named, unnamed or reference-only', () => {
    expect(operations.length).toBeGreaterThan(90);
    const wrong = operations.filter((op) => !SPEC_MARKS.includes(op.spec as never))
      .map((op) => `${where(op)}: x-spec ${op.spec === undefined ? 'missing' : `"${String(op.spec)}"`}; mark it ${SPEC_MARKS.join(', ')} (services/README.md)`);
    expect(wrong).toEqual([]);
  });

  it('marks named only the calls §7 names, on exactly its method and path', () => {
    // The §7 line a stray one was probably meant to be: the same but for letter case or a trailing slash.
    const loose = (key: string) => key.toLowerCase().replace(/\/$/, '');
    const stray = named.filter((op) => !spec7.has(callKey(op.method, op.path))).map((op) => {
      const near = [...spec7].filter(([key]) => loose(key) === loose(callKey(op.method, op.path))).map(([, call]) => call);
      return `${where(op)} is marked named, but §7 names no such call${near.length ? `; §7 has ${near.join(', ')}` : ''}`;
    });
    expect(stray).toEqual([]);
  });

  it('offers every call §7 names as a named operation', () => {
    const offered = new Set(named.map((op) => callKey(op.method, op.path)));
    const missing = [...spec7].filter(([key]) => !offered.has(key)).map(([, call]) => call);
    expect(missing).toEqual([]);
  });

  it('offers no second path beside a §7-named call for the same data (a batch path)', () => {
    const duplicates = contracts.flatMap(({ file, doc }) => batchDuplicates(file, doc))
      .map(({ batch, named: one }) => `${where(batch)} answers several of what ${one.method} ${one.path} (§7) answers one at a time`);
    expect(duplicates).toEqual([]);
  });

  it('tells a batch path beside a named per-key path (as GET /OrderDeliveryDates?orderIds= was)', () => {
    const answer = (schema: object) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });
    const doc = {
      paths: {
        '/OrderDeliveryDates/{orderId}': { get: { operationId: 'one', 'x-spec': 'named', responses: answer({ $ref: '#/components/schemas/DeliveryDates' }) } },
        '/OrderDeliveryDates': {
          get: {
            operationId: 'batch', 'x-spec': 'unnamed', parameters: [{ name: 'orderIds', in: 'query', schema: { type: 'string' } }],
            responses: answer({ type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/DeliveryDates' } } } }),
          },
        },
      },
    };
    expect(batchDuplicates('order-api.yaml', doc).map(({ batch, named: one }) => [batch.operationId, one.operationId])).toEqual([['batch', 'one']]);
    doc.paths['/OrderDeliveryDates'].get.parameters = [{ name: 'offset', in: 'query', schema: { type: 'string' } }];
    expect(batchDuplicates('order-api.yaml', doc)).toEqual([]);
  });
});
