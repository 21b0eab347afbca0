// Kysely table types of settings and the account's life (migrations/009_settings.ts). Keep in step with the migration.
import type { ColumnType, Generated } from 'kysely';
import type { components } from '../../contracts/__generated__/customer-api';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PaymentMethodType = components['schemas']['PaymentMethodType'];
export type TokenKind = 'email_change' | 'delete_account';

/** An e-mailed confirmation (e-mail change, account deletion): single use, bound to its identity, expires. */
export interface ConfirmationTokensTable {
  id: Generated<string>;
  kind: TokenKind;
  idp_type: string;
  idp_sub: string;
  customer_id: string;
  /** sha256 (hex) of the whole token `{idpType}.{idpSub}.{secret}`. */
  token_hash: string;
  /** The requested address of an e-mail change (lower case). */
  new_email: string | null;
  channel: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A newsletter subscription awaiting (pending) or past (subscribed) its double opt-in. */
export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  /** Lower case. */
  email: string;
  channel: string;
  status: ColumnType<'pending' | 'subscribed', 'pending' | 'subscribed' | undefined, 'pending' | 'subscribed'>;
  /** sha256 (hex) of the confirmation token; null until the double opt-in e-mail is sent. */
  token_hash: string | null;
  expires_at: NullableTimestamp;
  mailed_at: NullableTimestamp;
  subscribed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A message the embedded SMTP server received, parsed (the web mailbox). */
export interface MailboxMessagesTable {
  id: Generated<string>;
  message_id: string | null;
  from_text: string;
  to_text: string;
  /** Envelope recipients, lower case. */
  recipients: string[];
  subject: string;
  text_body: string | null;
  html_body: string | null;
  size: number;
  received_at: Generated<Date>;
}

/** A confirmed account deletion; `finished_at` once the background job removed the customer's library. */
export interface AccountDeletionsTable {
  customer_id: string;
  confirmed_at: Generated<Date>;
  finished_at: NullableTimestamp;
  photos_removed: Generated<number>;
}

export interface SettingsTables {
  confirmation_tokens: ConfirmationTokensTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  mailbox_messages: MailboxMessagesTable;
  account_deletions: AccountDeletionsTable;
}
