import type { Context, Viewer } from '../../context';
import type { Customer } from '../../upstream/customer';
import type { UserSummary } from '../../upstream/photo';

/** Parent object of Viewer fields: who is signed in (from the token); upstream data is loaded per field. */
export interface ViewerModel {
  __typename: 'Viewer';
  accountId: string;
  isBusiness: boolean;
}

/**
 * Parent of PhotoLibrary fields. The counts (GET /users) are loaded only when a query asks for them, so a page of
 * albums or photos costs no extra call; a counts subscription event carries its own.
 */
export interface PhotoLibraryModel {
  counts?: UserSummary;
}

/** The counts of a library: the event's own, else the request's (batched, one call per request). */
export const libraryCounts = async (library: PhotoLibraryModel, ctx: Context): Promise<UserSummary> =>
  library.counts ?? ctx.photo.userSummary();

/** `photoLibrary` of a mutation payload: read after the mutation cleared the request's caches, so it is fresh. */
export const freshPhotoLibrary = (): PhotoLibraryModel => ({});

export const toViewerModel = (viewer: Viewer): ViewerModel => ({
  __typename: 'Viewer',
  accountId: viewer.accountId,
  isBusiness: viewer.isBusiness,
});

const STATUS = { Default: 'DEFAULT', New: 'NEW', Blocked: 'BLOCKED', Active: 'ACTIVE' } as const;

export function toBusinessAccountStatus(status: Customer['businessAccountStatus']) {
  return status ? STATUS[status] : null;
}

export function fullName(customer: Customer): string | null {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}
