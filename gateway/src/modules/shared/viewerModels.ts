import { requireViewer, type Context, type Viewer } from '../../context';
import type { Customer } from '../../upstream/customer';
import type { UserSummary } from '../../upstream/photo';

/** Parent object of Viewer fields: who is signed in (from the token); upstream data is loaded per field. */
export interface ViewerModel {
  __typename: 'Viewer';
  accountId: string;
  isBusiness: boolean;
}

/**
 * Parent of PhotoLibrary fields: whose library (one per customer, its id is the account's). The counts (GET /users)
 * are loaded only when a query asks for them, so a page of albums or photos costs no extra call; a counts
 * subscription event carries its own.
 */
export interface PhotoLibraryModel {
  __typename: 'PhotoLibrary';
  accountId: string;
  counts?: UserSummary;
}

/** The signed-in customer's library (the same object, same id, in queries, payloads and subscription events). */
export const toPhotoLibraryModel = (viewer: Viewer, counts?: UserSummary): PhotoLibraryModel =>
  ({ __typename: 'PhotoLibrary', accountId: viewer.accountId, ...(counts ? { counts } : {}) });

/** The counts of a library: the event's own, else the request's (batched, one call per request). */
export const libraryCounts = async (library: PhotoLibraryModel, ctx: Context): Promise<UserSummary> =>
  library.counts ?? ctx.photo.userSummary();

/**
 * `photoLibrary` of a mutation payload: read after the mutation cleared the request's caches, so it is fresh; its
 * id is the viewer's library's, so a Relay client updates every screen showing the library in place.
 */
export const freshPhotoLibrary = (_payload: unknown, _args: unknown, ctx: Context): PhotoLibraryModel =>
  toPhotoLibraryModel(requireViewer(ctx));

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
