// E-mail change: the request e-mails a link to the NEW address (409 EMAIL_IN_USE when any account — this one
// included — already signs in with it, case-insensitive; it counts toward the request limit like a link sent, so the
// answer cannot probe addresses for free); the confirmation makes it the sign-in e-mail at once (the
// OIDC login looks customers up by e-mail, so the old address stops working), 409 when it was taken meanwhile.
import { sql } from 'kysely';
import type { Identity } from '../auth/bearer';
import type { Db } from '../db';
import { INVALID_TOKEN, refuse, TOKEN_EXPIRED, type AccountDeps, type Answer } from './deps';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from './email';
import { claimToken, issueIdentityRequest, useTokens } from './identity-requests';
import { hashToken, sameIdentity, tokenIdentity } from './tokens';

const EMAIL_IN_USE = () => refuse(409, 'EMAIL_IN_USE', 'This e-mail address is already in use.');

const emailTaken = async (db: Db, email: string, exceptCustomerId?: string) => {
  let query = db.selectFrom('customers').select('id').where(sql<string>`lower(email)`, '=', email);
  if (exceptCustomerId) query = query.where('id', '!=', exceptCustomerId);
  return !!(await query.executeTakeFirst());
};

export async function requestEmailChange(deps: AccountDeps, identity: Identity, customerId: string, body: unknown): Promise<Answer<{ expiresAt: string }>> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = normaliseEmail(input.email);
  if (!email) return refuse(400, 'INVALID_EMAIL', INVALID_EMAIL_MESSAGE, [{ field: 'email', message: INVALID_EMAIL_MESSAGE }]);
  return issueIdentityRequest(deps, {
    identity, customerId, kind: 'email_change', channel: input.channel, newEmail: email,
    check: async (trx) => ((await emailTaken(trx, email)) ? EMAIL_IN_USE() : undefined),
  });
}

export async function confirmEmailChange(deps: AccountDeps, identity: Identity, token: string): Promise<Answer<{ email: string }>> {
  if (!sameIdentity(tokenIdentity(token), identity)) return INVALID_TOKEN();
  const now = new Date();
  try {
    return await deps.db.transaction().execute(async (trx): Promise<Answer<{ email: string }>> => {
      const row = await claimToken(trx, 'email_change', identity, hashToken(token), now);
      if (!row) return INVALID_TOKEN();
      if (row === 'expired') return TOKEN_EXPIRED();
      const customer = await trx.selectFrom('customers').select('account_deleted').where('id', '=', row.customer_id).forUpdate().executeTakeFirst();
      if (!customer || customer.account_deleted) return INVALID_TOKEN();
      const email = row.new_email!;
      if (await emailTaken(trx, email, row.customer_id)) return EMAIL_IN_USE();
      await trx.updateTable('customers').set({ email }).where('id', '=', row.customer_id).execute();
      await useTokens(trx, 'email_change', identity, now);
      return { value: { email } };
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique e-mail decides.
    if ((error as { code?: unknown }).code === '23505') return EMAIL_IN_USE();
    throw error;
  }
}
