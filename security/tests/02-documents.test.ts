// What a caller may send as a document: anonymous callers run introspection and persisted documents only; every
// document is bounded in tokens, aliases, depth and directives, and its static cost is checked before it runs.
import { describe, expect, it } from 'vitest';
import { codeOf, persistedId } from '../harness';
import { ask, persisted } from './context';

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
/** A selection `depth` fields deep (field names need not exist: the depth rule reads the document's shape). */
const nested = (depth: number) => `{ ${Array.from({ length: depth }, (_, i) => `f${i}`).join(' { ')}${' }'.repeat(depth - 1)} }`;
const directives = (n: number) => `{ ${Array.from({ length: n }, () => '__typename @include(if: true)').join(' ')} }`;
const COSTLY_NESTED = '{ viewer { photoLibrary { albums(first: 100) { edges { node { photos(first: 100) { edges { node { id thumbnail(size: S300) { url } } } } } } } } } }';

describe('anonymous callers', () => {
  it('may run introspection-only documents', async () => {
    const typename = await ask(null, '{ __typename }');
    expect(typename.status).toBe(200);
    expect(typename.body).toEqual({ data: { __typename: 'Query' } });
    const schema = await ask(null, '{ __schema { queryType { name } mutationType { name } } }');
    expect(schema.body).toEqual({ data: { __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } } } });
  });

  it('may run a persisted document by id (it runs: the viewer field then asks for a sign-in)', async () => {
    const answer = await persisted(null, persistedId('ShellQuery'));
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
    // Executed, not refused by the gate: the error comes from the `viewer` field.
    expect(error?.path).toEqual(['viewer']);
    expect(error?.message).not.toMatch(/persisted documents only/);
  });

  it('gets PERSISTED_QUERY_NOT_FOUND for an unknown id', async () => {
    const answer = await persisted(null, '0123456789abcdef0123456789abcdef');
    expect(codeOf(answer)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.body.data ?? null).toBeNull();
  });

  it.each([
    ['a viewer read', '{ viewer { id } }'],
    ['introspection mixed with a field', '{ __typename viewer { id } }'],
    ['a mutation', 'mutation { createAlbum(input: { name: "anonymous" }) { album { id } } }'],
    ['a field hidden in a fragment', '{ __typename ...F } fragment F on Query { viewer { id } }'],
    ['a node lookup', '{ node(id: "UGhvdG86MQ") { id } }'],
  ])('any other document (%s) → 401 UNAUTHENTICATED', async (_name, query) => {
    const answer = await ask(null, query);
    expect(answer.status).toBe(401);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(answer.body.data ?? null).toBeNull();
  });
});

describe('document limits (signed in)', () => {
  it('more than 2,000 tokens → parse error (400)', async () => {
    const answer = await ask('lucas', `{ ${'__typename '.repeat(2_001)}}`);
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.body.errors?.[0]?.message).toMatch(/2000 tokens/);
    // 1,982 tokens (330 inline fragments) parse and run.
    expect((await ask('lucas', `{ ${'... on Query { __typename } '.repeat(330)}}`)).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('more than 15 aliases (of __typename too) → validation error (400); 15 are fine', async () => {
    const answer = await ask('lucas', aliases(16));
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors?.[0]?.message).toMatch(/Aliases limit of 15/);
    const fifteen = await ask('lucas', aliases(15));
    expect(fifteen.status).toBe(200);
    expect(Object.keys(fifteen.body.data ?? {})).toHaveLength(15);
  });

  it('more than 15 aliases spread over fragments → validation error', async () => {
    const fragment = `fragment F on Query { ${Array.from({ length: 8 }, (_, i) => `b${i}: __typename`).join(' ')} }`;
    const answer = await ask('lucas', `{ ...F q: __typename ... on Query { ...F } } ${fragment}`);
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('deeper than 12 → validation error (400)', async () => {
    const answer = await ask('lucas', nested(13));
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors?.map((e) => e.message).join('\n')).toMatch(/Query depth limit of 12 exceeded/);
    // 12 deep is not a depth error (the fields do not exist, so other validation errors remain).
    const twelve = await ask('lucas', nested(12));
    expect(twelve.body.errors?.map((e) => e.message).join('\n')).not.toMatch(/depth limit/);
  });

  it('more than 20 directives → validation error (400); 20 are fine', async () => {
    const answer = await ask('lucas', directives(21));
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors?.[0]?.message).toMatch(/Directives limit of 20/);
    expect((await ask('lucas', directives(20))).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('the same limits hold for anonymous callers (introspection documents)', async () => {
    expect(codeOf(await ask(null, aliases(16)))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(codeOf(await ask(null, directives(21)))).toBe('GRAPHQL_VALIDATION_FAILED');
    // 2,000+ tokens in 4 KB (list values are one token each; commas are not tokens).
    const many = await ask(null, `{ __typename(x: [${'1 '.repeat(2_001)}]) }`);
    expect(many.status).toBe(400);
    expect(codeOf(many)).toBe('GRAPHQL_PARSE_FAILED');
    expect(many.body.errors?.[0]?.message).toMatch(/2000 tokens/);
  });
});

describe('static cost', () => {
  it('a nested connection of 100 albums × 100 photos → QUERY_TOO_COSTLY (400) with cost and maxCost, before any resolver', async () => {
    const answer = await ask('lucas', COSTLY_NESTED);
    expect(answer.status).toBe(400);
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(error?.extensions?.maxCost).toBe(10_000);
    expect(error?.extensions?.cost).toBeGreaterThan(10_000);
    expect(answer.body.data ?? null).toBeNull();
  });

  it('cost multiplies through aliases: 15 × (first: 100 photos with thumbnails) ≈ 6,000 is allowed, 2 × 100 × 100 is not', async () => {
    const fifteen = `{ viewer { photoLibrary { ${Array.from({ length: 15 }, (_, i) => `p${i}: photos(first: 100) { edges { node { thumbnails { url } thumbnail(size: S300) { url } } } }`).join(' ')} } } }`;
    const allowed = await ask('lucas', fifteen);
    expect(allowed.body.errors).toBeUndefined();
    expect(Object.keys(allowed.body.data?.viewer?.photoLibrary ?? {})).toHaveLength(15);
    const twice = `{ viewer { photoLibrary { ${[0, 1].map((i) => `a${i}: albums(first: 100) { edges { node { photos(first: 50) { edges { node { id } } } } } }`).join(' ')} } } }`;
    const answer = await ask('lucas', twice);
    expect(codeOf(answer)).toBe('QUERY_TOO_COSTLY');
    expect(answer.body.errors?.[0]?.extensions?.cost).toBeGreaterThan(10_000);
  });

  it('the cost check also guards mutations', async () => {
    const mutation = `mutation { createAlbum(input: { name: "costly" }) { photoLibrary { albums(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } } } } }`;
    const before = await ask('lucas', '{ viewer { photoLibrary { albumsCount } } }');
    const answer = await ask('lucas', mutation);
    expect(codeOf(answer)).toBe('QUERY_TOO_COSTLY');
    const after = await ask('lucas', '{ viewer { photoLibrary { albumsCount } } }');
    expect(after.body.data).toEqual(before.body.data);
  });
});
