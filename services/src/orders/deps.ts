// What the order world's routes share.
import type { Logger } from '@my-account/telemetry/logger';
import type { Signer } from '../blob/signing';
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';

export interface OrderDeps {
  db: Db;
  signer: Signer;
  /** Public origin of the services (signed URLs, the shop and widget pages are absolute on it). */
  baseUrl: string;
  /** How long an online version stays REQUESTED before it is READY (WIDGET_READY_MS, default 5000). */
  widgetReadyMs: number;
  /** The product's origin (PUBLIC_URL): where the editor stand-in sends the customer after placing an order. */
  productOrigin: string;
  /** Sends the share e-mails of online photo books. */
  mailer: Mailer;
  log: Logger;
}

export const DEFAULT_WIDGET_READY_MS = 5000;

/** Order and product codes: letters, digits and dashes, at most 40 (contract maxLength). */
export const CODE = /^[A-Za-z0-9-]{1,40}$/;
export const isCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);

/** Public placeholder for a printed photo deleted from the library since (served by the shop stand-in). */
export const placeholderUrl = (baseUrl: string) => `${baseUrl}/shop/assets/deleted-photo.svg`;
