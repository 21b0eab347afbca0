import type { MutationError } from '../../__generated__/resolvers-types';
import { requireViewer, type Context, type Viewer } from '../../context';
import { codedError, mutationError } from '../../errors';

/** The refusal of a business customer's field to anyone else (a consumer): a coded error, never empty data. */
export const businessOnly = (what: string) =>
  codedError('FORBIDDEN', `${what} are for business customers only.`);

/**
 * The signed-in viewer when a business customer (the token's `amr` is `b2b`); a consumer gets FORBIDDEN before any
 * upstream call (the services refuse them too), no sign-in UNAUTHENTICATED.
 */
export function requireBusinessViewer(ctx: Context, what: string): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.isBusiness) throw businessOnly(what);
  return viewer;
}

/** The payload `error` of a business customer's mutation run by a consumer (or refused by the service with 403). */
export const forbiddenForConsumers = (): MutationError =>
  mutationError('FORBIDDEN', null, 'Only business customers can change this.');

/**
 * The signed-in viewer when not a business customer (online photo books and their gallery are for consumers, spec §6);
 * a business customer gets FORBIDDEN before any upstream call, no sign-in UNAUTHENTICATED.
 */
export function requireConsumerViewer(ctx: Context, what: string): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.isBusiness) throw codedError('FORBIDDEN', `${what} are not available to business customers.`);
  return viewer;
}

/** The payload `error` of a consumer's mutation (online photo books, the gallery) run by a business customer. */
export const forbiddenForBusiness = (): MutationError =>
  mutationError('FORBIDDEN', null, 'Business customers have no online photo books.');
