// What every test file shares: the running stack (from globalSetup) and small GraphQL helpers bound to it.
import { inject } from 'vitest';
import { assertLoopback, dataOf, gql, type Customer, type GqlAnswer, type GqlOptions } from '../harness';

export const stack = inject('stack');

/** A GraphQL request to the gateway as `customer` (anonymous when null). */
export function ask<T = any>(customer: Customer | null, query: string, variables?: Record<string, unknown>,
  options: GqlOptions = {}): Promise<GqlAnswer<T>> {
  return gql<T>(stack.graphqlUrl, { query, variables }, { ...options, token: customer ? stack.tokens[customer] : undefined });
}

/** As `ask`, but the answer must have data and no errors. */
export async function read<T = any>(customer: Customer, query: string, variables?: Record<string, unknown>): Promise<T> {
  return dataOf(await ask<T>(customer, query, variables), `${customer}: ${query.slice(0, 60)}`);
}

/** A REST call to the services as `customer` (no token when null): its status and body. */
export async function rest(customer: Customer | null, method: string, path: string, body?: unknown) {
  const url = `${stack.servicesOrigin}${path}`;
  assertLoopback(url);
  const response = await fetch(url, {
    method,
    headers: { ...(customer ? { authorization: `Bearer ${stack.tokens[customer]}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, any> };
}

/** A persisted document by id, as the first-party client sends it. */
export function persisted<T = any>(customer: Customer | null, documentId: string, variables?: Record<string, unknown>,
  options: GqlOptions = {}): Promise<GqlAnswer<T>> {
  return gql<T>(stack.graphqlUrl, { variables, extensions: { documentId } },
    { ...options, token: customer ? stack.tokens[customer] : undefined });
}

export interface LibraryCounts { photosCount: number; albumsCount: number }

export async function counts(customer: Customer): Promise<LibraryCounts> {
  const data = await read<{ viewer: { photoLibrary: LibraryCounts } }>(customer,
    '{ viewer { photoLibrary { photosCount albumsCount } } }');
  return data.viewer.photoLibrary;
}

/** The customer's library photo ids (newest first), at most `first` (1-100). */
export async function photoIds(customer: Customer, first = 100, after?: string): Promise<{ ids: string[]; endCursor: string | null }> {
  const data = await read<{ viewer: { photoLibrary: { photos: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string | null } } } } }>(
    customer,
    'query($first: Int!, $after: String) { viewer { photoLibrary { photos(first: $first, after: $after) { edges { node { id } } pageInfo { endCursor } } } } }',
    { first, after },
  );
  const photos = data.viewer.photoLibrary.photos;
  return { ids: photos.edges.map((e) => e.node.id), endCursor: photos.pageInfo.endCursor };
}
