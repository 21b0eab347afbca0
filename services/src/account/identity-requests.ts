// E-mailed requests of an identity (e-mail change, account deletion): the checks every request shares (a known
// channel, a live customer, the rate limit — ./rate-limit.ts), the token row, and the e-mail with the link
// `<channel origin>/<page>?confirmation-token=<token>`. The row is written first (in the locked transaction that
// counted; a request the check refuses leaves a used row, so every answer counts), the e-mail sent after the commit
// (the embedded mailbox writes to the same database); a failed send removes the row again, so it does not count.
import type { Identity } from '../auth/bearer';
import type { Db } from '../db';
import type { TokenKind } from '../db/schema-settings';
import { channelOrigin, findChannel, type Channel } from '../mail/channels';
import { renderMail, type MailKind } from '../mail/templates';
import { refuse, type AccountDeps, type Answer } from './deps';
import { limitReached } from './rate-limit';
import { IDENTITY_TOKEN_TTL_MS, newIdentityToken } from './tokens';

export interface IdentityRequest {
  identity: Identity;
  customerId: string;
  kind: TokenKind;
  channel: unknown;
  /** Checks inside the transaction, after the limit (e.g. the new address is free); a refusal stops the request. */
  check?: (trx: Db) => Promise<{ refusal: ReturnType<typeof refuse>['refusal'] } | undefined>;
  newEmail?: string;
}

const MAIL: Record<TokenKind, { kind: MailKind; page: string }> = {
  email_change: { kind: 'email-change', page: 'change-email-confirmation' },
  delete_account: { kind: 'delete-account', page: 'delete-account-confirmation' },
};

export async function issueIdentityRequest(deps: AccountDeps, request: IdentityRequest): Promise<Answer<{ expiresAt: string }>> {
  const channel: Channel | undefined = findChannel(request.channel);
  if (!channel) return refuse(400, 'UNKNOWN_CHANNEL', 'This channel is not known.');
  const now = new Date();
  const expires = new Date(now.getTime() + IDENTITY_TOKEN_TTL_MS);
  const { token, hash } = newIdentityToken(request.identity);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select(['email', 'first_name', 'account_deleted'])
      .where('id', '=', request.customerId).forUpdate().executeTakeFirst();
    if (!customer || customer.account_deleted) return refuse(404, 'ACCOUNT_DELETED', 'The account does not exist or was deleted.');
    if (await limitReached(trx, request.identity, request.kind, now)) {
      return refuse(429, 'TOO_MANY_REQUESTS', 'Too many requests: please try again later.');
    }
    const refused = await request.check?.(trx);
    // A refused request is written too, used at once (its token is never sent): it counts toward the limit, so that its
    // answer (e.g. EMAIL_IN_USE) cannot be asked for free.
    const row = await trx.insertInto('confirmation_tokens').values({
      kind: request.kind, idp_type: request.identity.idpType, idp_sub: request.identity.idpSub, customer_id: request.customerId,
      token_hash: hash, new_email: refused ? null : request.newEmail ?? null, channel: channel.id, expires_at: expires,
      used_at: refused ? now : null, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    if (refused) return refused;
    return { value: { id: row.id, to: request.newEmail ?? customer.email, name: customer.first_name } };
  });
  if ('refusal' in outcome) return outcome;
  const { page, kind } = MAIL[request.kind];
  const link = `${channelOrigin(channel, deps.publicUrl, deps.siteHosts)}/${page}?confirmation-token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send({ to: outcome.value.to, channel, content: renderMail({ kind, channel, link, name: outcome.value.name }) });
  } catch (error) {
    deps.log.error({ err: error, kind }, 'a confirmation e-mail could not be sent');
    await deps.db.deleteFrom('confirmation_tokens').where('id', '=', outcome.value.id).execute();
    return refuse(502, 'MAIL_FAILED', 'The confirmation e-mail could not be sent. Please try again later.');
  }
  return { value: { expiresAt: expires.toISOString() } };
}

/**
 * The token row of a confirmation, locked, when the token is well formed, of this kind and identity, and unused;
 * an INVALID_TOKEN refusal otherwise, TOKEN_EXPIRED when it has expired.
 */
export async function claimToken(trx: Db, kind: TokenKind, identity: Identity, hash: string, now = new Date()) {
  const row = await trx.selectFrom('confirmation_tokens').selectAll().where('token_hash', '=', hash).forUpdate().executeTakeFirst();
  if (!row || row.kind !== kind || row.idp_type !== identity.idpType || row.idp_sub !== identity.idpSub || row.used_at) return undefined;
  if (row.expires_at.getTime() <= now.getTime()) return 'expired' as const;
  return row;
}

/** Marks the token used, and every other unused token of that identity and kind with it (a newer link wins). */
export async function useTokens(trx: Db, kind: TokenKind, identity: Identity, now = new Date()) {
  await trx.updateTable('confirmation_tokens').set({ used_at: now })
    .where('kind', '=', kind).where('idp_type', '=', identity.idpType).where('idp_sub', '=', identity.idpSub)
    .where('used_at', 'is', null).execute();
}
