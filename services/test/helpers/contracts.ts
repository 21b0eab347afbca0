// The OpenAPI contracts (services/contracts/*.yaml) as data, for the checks of their spec marks (contracts.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The marks an operation may carry in `x-spec` (services/README.md). */
export const SPEC_MARKS = ['named', 'unnamed', 'reference-only'] as const;

type Node = Record<string, any>;

export interface Operation {
  file: string;
  method: string;
  path: string;
  operationId: string;
  spec: unknown;
  definition: Node;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const dir = fileURLToPath(new URL('../../contracts/', import.meta.url));

/** Every contract file's parsed document. */
export function readContracts(): Array<{ file: string; doc: Node }> {
  return readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()
    .map((file) => ({ file, doc: parse(readFileSync(`${dir}${file}`, 'utf8')) as Node }));
}

export function operationsOf(file: string, doc: Node): Operation[] {
  return Object.entries((doc.paths ?? {}) as Record<string, Node>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      file, method: m.toUpperCase(), path, operationId: item[m].operationId ?? '(no operationId)', spec: item[m]['x-spec'], definition: item[m],
    })));
}

/** `METHOD /path` with path parameters unnamed: what a caller sends on the wire. */
export const callKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;

const deref = (doc: Node, node: Node | undefined): Node | undefined => {
  let current = node;
  while (current?.$ref) current = (current.$ref as string).slice(2).split('/').reduce<Node | undefined>((n, key) => n?.[key], doc);
  return current;
};

/** The schema refs a successful JSON answer carries: itself (`one`) and as items of a list, at its root or in a property (`many`). */
function answerRefs(doc: Node, op: Operation) {
  const ok = Object.entries(op.definition.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] as Node | undefined;
  const declared = deref(doc, ok)?.content?.['application/json']?.schema as Node | undefined;
  const schema = deref(doc, declared);
  const itemsRef = (s: Node | undefined) => (s?.type === 'array' ? s.items?.$ref as string | undefined : undefined);
  const many = [itemsRef(schema), ...Object.values((schema?.properties ?? {}) as Record<string, Node>).map(itemsRef)];
  return { one: declared?.$ref as string | undefined, many: many.filter(Boolean) };
}

/** Whether the operation takes several keys at once: a list of ids or codes in its query or its body. */
function takesKeys(doc: Node, op: Operation) {
  const isList = (name: string, schema: Node | undefined) => /(ids|codes|keys)$/i.test(name) || schema?.type === 'array';
  const query = ((op.definition.parameters ?? []) as Node[]).map((p) => deref(doc, p)).some((p) => p?.in === 'query' && isList(p.name, p.schema));
  const body = deref(doc, deref(doc, op.definition.requestBody)?.content?.['application/json']?.schema);
  return query || body?.type === 'array' || Object.entries((body?.properties ?? {}) as Record<string, Node>).some(([name, s]) => isList(name, s));
}

/**
 * Batch paths beside a §7-named call: an operation §7 does not name that answers a list of what a `named` one answers
 * for one key, for several keys at once (`GET /OrderDeliveryDates?orderIds=` beside `GET /OrderDeliveryDates/{orderId}`).
 * A real upstream offers only the named path, so a gateway that used the batch would fail there.
 */
export function batchDuplicates(file: string, doc: Node): Array<{ batch: Operation; named: Operation }> {
  const ops = operationsOf(file, doc);
  return ops.filter((op) => op.spec === 'named').flatMap((named) => {
    const { one } = answerRefs(doc, named);
    if (!one) return [];
    return ops.filter((op) => op.spec !== 'named' && answerRefs(doc, op).many.includes(one) && takesKeys(doc, op))
      .map((batch) => ({ batch, named }));
  });
}
