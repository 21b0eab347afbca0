// What every test file shares: the running stack (from globalSetup) and small GraphQL helpers bound to it.
import { inject } from 'vitest';
import { dataOf, gql, type Customer, type GqlAnswer, type GqlOptions } from '../harness';

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
