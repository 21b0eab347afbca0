import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { bearerToken, isBusinessAmr } from './auth';
import { limitRules } from './limits';
import { maskError } from './errorMasking';
import { documentIdOf } from './persistedQueries';

describe('document limits', () => {
  const schema = buildSchema('type Query { a: A, n: Int } type A { a: A, n: Int }');
  const check = (query: string) => validate(schema, parse(query), [...specifiedRules, ...limitRules()]);
  const nest = (depth: number) => `${'{ a '.repeat(depth)}{ n }${' }'.repeat(depth)}`;

  it('refuses operations deeper than 12 fields, through fragments, but not introspection', () => {
    expect(check(nest(11))).toEqual([]);
    expect(check(nest(12))[0]?.message).toMatch(/depth/i);
    expect(check(`query { ...F } fragment F on Query ${nest(12)}`)).not.toEqual([]);
    expect(check('{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }')).toEqual([]);
  });

  it('refuses more than 15 aliases, __typename included, and more than 20 directives', () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    expect(check(aliases(15))).toEqual([]);
    expect(check(aliases(16))[0]?.message).toMatch(/aliases/i);
    const directives = (n: number) => {
      const names = Array.from({ length: n }, (_, i) => `F${i}`);
      return `{ ${names.map((f) => `...${f} @include(if: true)`).join(' ')} } ${names.map((f) => `fragment ${f} on Query { n }`).join(' ')}`;
    };
    expect(check(directives(20))).toEqual([]);
    expect(check(directives(21))[0]?.message).toMatch(/directives/i);
  });
});

describe('auth helpers', () => {
  it('recognises b2b in amr, as a string or in an array, case-insensitively', () => {
    expect(isBusinessAmr(['B2B'])).toBe(true);
    expect(isBusinessAmr('b2b')).toBe(true);
    expect(isBusinessAmr(['pwd', 'b2B'])).toBe(true);
    expect(isBusinessAmr(['pwd'])).toBe(false);
    expect(isBusinessAmr(undefined)).toBe(false);
  });

  it('extracts bearer tokens', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('error masking and persisted ids', () => {
  it('hides internal errors in production only', () => {
    const internal = { message: 'connect ECONNREFUSED 10.0.0.1', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } };
    expect(maskError(internal, false)).toBe(internal);
    expect(maskError(internal, true)).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const upstream = { message: 'The photo service is unavailable.', extensions: { code: 'UPSTREAM_ERROR', service: 'photo', stacktrace: ['x'] } };
    expect(maskError(upstream, true).extensions).toEqual({ code: 'UPSTREAM_ERROR', service: 'photo' });
  });

  it('reads documentId from the body or its extensions', () => {
    expect(documentIdOf({ documentId: 'a' })).toBe('a');
    expect(documentIdOf({ query: '', extensions: { documentId: 'b' } })).toBe('b');
    expect(documentIdOf({ query: '{ a }' })).toBeUndefined();
  });
});
