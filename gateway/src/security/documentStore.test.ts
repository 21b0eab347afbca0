import { parse, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentStore, preparePersistedDocuments } from './persistedQueries';

describe('the document store', () => {
  const schema = buildSchema('type Query { a: Int }');
  const persisted = preparePersistedDocuments(schema, new Map([['p1', '{ a }']]), [], () => undefined);

  it('keeps at most maxBytes of other documents, never one larger than maxDocumentBytes, and always the persisted ones', async () => {
    const store = createDocumentStore(schema, persisted, { maxBytes: 1_000, maxDocumentBytes: 300 });
    const doc = (n: number, size: number) => parse(`{ a }#${String(n).padEnd(size - 6, 'x')}`);
    for (let i = 0; i < 50; i += 1) await store.set(`k${i}`, doc(i, 200));
    expect(store.otherBytes).toBeLessThanOrEqual(1_000);
    expect(await store.get('k0')).toBeUndefined();
    expect(await store.get('k49')).toBeDefined();
    await store.set('big', doc(0, 400));
    expect(await store.get('big')).toBeUndefined();
  });
});
