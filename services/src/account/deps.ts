// What the account's life (e-mail change, deletion, newsletter) shares, and its answers: a value or a refusal
// (HTTP status, code, message) that the routes send as they are.
import type { SiteHosts } from '@my-account/brands';
import type { Logger } from '@my-account/telemetry/logger';
import type { Db } from '../db';
import type { FieldError } from '../orders/address';
import type { Mailer } from '../mail/mailer';
import type { AccountDeletions } from './deletion-jobs';

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  /** The product origin (PUBLIC_URL): the default channel's links point there. */
  publicUrl: string;
  /** The brand sites' real host names (SITE_HOSTS): a channel's links point to its first one. */
  siteHosts?: SiteHosts;
  deletions: AccountDeletions;
  log: Logger;
}

export interface Refusal {
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldError[];
}

export type Answer<T> = { value: T } | { refusal: Refusal };

export const refuse = (status: number, code: string, message: string, fieldErrors?: FieldError[]): { refusal: Refusal } =>
  ({ refusal: { status, code, message, ...(fieldErrors ? { fieldErrors } : {}) } });

export const INVALID_TOKEN = () => refuse(404, 'INVALID_TOKEN', 'This confirmation link is not valid (unknown, already used or not yours).');
export const TOKEN_EXPIRED = () => refuse(410, 'TOKEN_EXPIRED', 'This confirmation link has expired.');
