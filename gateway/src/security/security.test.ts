import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { bearerToken, isBusinessAmr } from './auth';
import { depthLimitRule } from './depthLimit';
import { maskError } from './errorMasking';
import { documentIdOf } from './persistedQueries';

describe('depth limit', () => {
  const schema = buildSchema('type Query { a: A } type A { a: A, n: Int }');
  const check = (query: string, max: number) => validate(schema, parse(query), [...specifiedRules, depthLimitRule(max)]);

  it('counts nested fields through fragments and ignores introspection', () => {
    expect(check('{ a { a { n } } }', 3)).toEqual([]);
    expect(check('{ a { a { a { n } } } }', 3)[0]?.message).toMatch(/4 levels deep; the limit is 3/);
    expect(check('query { a { ...F } } fragment F on A { a { a { n } } }', 3)).toHaveLength(1);
    expect(check('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 2)).toEqual([]);
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
