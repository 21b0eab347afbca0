import type { Viewer } from '../../context';
import type { Customer } from '../../upstream/customer';
import type { UserSummary } from '../../upstream/photo';

/** Parent object of Viewer fields: who is signed in (from the token); upstream data is loaded per field. */
export interface ViewerModel {
  __typename: 'Viewer';
  accountId: string;
  isBusiness: boolean;
}

export type PhotoLibraryModel = UserSummary;

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
