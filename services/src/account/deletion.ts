// Account deletion: the request e-mails a link to the customer's current address; the confirmation marks the customer
// deleted at once (every API answers 404 for it, its signed URLs are refused — account/live.ts and the signed routes)
// and hands the removal of its photos, blobs, albums and downloads to the background job (./deletion-jobs.ts).
import type { Identity } from '../auth/bearer';
import { INVALID_TOKEN, TOKEN_EXPIRED, type AccountDeps, type Answer } from './deps';
import { claimToken, issueIdentityRequest, useTokens } from './identity-requests';
import { hashToken, sameIdentity, tokenIdentity } from './tokens';

export function requestAccountDeletion(deps: AccountDeps, identity: Identity, customerId: string, body: unknown) {
  const channel = (typeof body === 'object' && body !== null ? body as Record<string, unknown> : {}).channel;
  return issueIdentityRequest(deps, { identity, customerId, kind: 'delete_account', channel });
}

export async function confirmAccountDeletion(deps: AccountDeps, identity: Identity, token: string): Promise<Answer<{ customerId: string }>> {
  if (!sameIdentity(tokenIdentity(token), identity)) return INVALID_TOKEN();
  const now = new Date();
  const answer = await deps.db.transaction().execute(async (trx): Promise<Answer<{ customerId: string }>> => {
    const row = await claimToken(trx, 'delete_account', identity, hashToken(token), now);
    if (!row) return INVALID_TOKEN();
    if (row === 'expired') return TOKEN_EXPIRED();
    const marked = await trx.updateTable('customers').set({ account_deleted: true })
      .where('id', '=', row.customer_id).where('account_deleted', '=', false).returning('id').executeTakeFirst();
    if (!marked) return INVALID_TOKEN();
    await trx.insertInto('account_deletions').values({ customer_id: row.customer_id, confirmed_at: now })
      .onConflict((oc) => oc.column('customer_id').doNothing()).execute();
    await useTokens(trx, 'delete_account', identity, now);
    await useTokens(trx, 'email_change', identity, now);
    return { value: { customerId: row.customer_id } };
  });
  if ('value' in answer) deps.deletions.enqueue(answer.value.customerId);
  return answer;
}
