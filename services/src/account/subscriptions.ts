// Newsletter double opt-in. A pending subscription gets its confirmation e-mail once (sendPendingConfirmations: a
// fresh token, 30 days, the link `<channel origin>/subscription-confirmation?confirmation-token=<t>&email=<e>`);
// confirming with the e-mail address and the token subscribes it (again: 200, already subscribed); an unknown,
// tampered or another address's token is a 404, an expired one a 410.
import { findChannel, channelOrigin } from '../mail/channels';
import { renderMail } from '../mail/templates';
import { INVALID_TOKEN, TOKEN_EXPIRED, type AccountDeps, type Answer } from './deps';
import { normaliseEmail } from './email';
import { hashToken, isSubscriptionToken, newSubscriptionToken, SUBSCRIPTION_TOKEN_TTL_MS } from './tokens';

export const subscriptionLink = (origin: string, token: string, email: string) =>
  `${origin}/subscription-confirmation?confirmation-token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

/** Sends the double opt-in e-mail of every pending subscription that has not had one; answers how many went out. */
export async function sendPendingConfirmations(deps: Pick<AccountDeps, 'db' | 'mailer' | 'publicUrl' | 'siteHosts' | 'log'>): Promise<number> {
  const { db } = deps;
  const pending = await db.selectFrom('newsletter_subscriptions').select(['id', 'email', 'channel'])
    .where('status', '=', 'pending').where('mailed_at', 'is', null).orderBy('created_at').execute();
  let sent = 0;
  for (const row of pending) {
    const channel = findChannel(row.channel);
    if (!channel) continue;
    const { token, hash } = newSubscriptionToken();
    const now = new Date();
    // Claimed by the update (another process may be at it too).
    const claimed = await db.updateTable('newsletter_subscriptions')
      .set({ token_hash: hash, expires_at: new Date(now.getTime() + SUBSCRIPTION_TOKEN_TTL_MS), mailed_at: now })
      .where('id', '=', row.id).where('mailed_at', 'is', null).returning('id').executeTakeFirst();
    if (!claimed) continue;
    const link = subscriptionLink(channelOrigin(channel, deps.publicUrl, deps.siteHosts), token, row.email);
    try {
      await deps.mailer.send({ to: row.email, channel, content: renderMail({ kind: 'subscription', channel, link }) });
      sent++;
    } catch (error) {
      deps.log.error({ err: error, subscriptionId: row.id }, 'a subscription e-mail could not be sent');
      await db.updateTable('newsletter_subscriptions').set({ mailed_at: null, token_hash: null, expires_at: null }).where('id', '=', row.id).execute();
    }
  }
  return sent;
}

export async function confirmSubscription(deps: Pick<AccountDeps, 'db'>, emailParam: string, token: string, now = new Date()):
  Promise<Answer<{ email: string; subscribedAt: string }>> {
  const email = normaliseEmail(emailParam);
  if (!email || !isSubscriptionToken(token)) return INVALID_TOKEN();
  const row = await deps.db.selectFrom('newsletter_subscriptions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.email !== email) return INVALID_TOKEN();
  if (row.status === 'subscribed' && row.subscribed_at) return { value: { email, subscribedAt: row.subscribed_at.toISOString() } };
  if (!row.expires_at || row.expires_at.getTime() <= now.getTime()) return TOKEN_EXPIRED();
  const updated = await deps.db.updateTable('newsletter_subscriptions').set({ status: 'subscribed', subscribed_at: now })
    .where('id', '=', row.id).where('status', '=', 'pending').returning('subscribed_at').executeTakeFirst();
  // Confirmed at the same moment by another call: its time stands.
  const at = updated?.subscribed_at
    ?? (await deps.db.selectFrom('newsletter_subscriptions').select('subscribed_at').where('id', '=', row.id).executeTakeFirstOrThrow()).subscribed_at!;
  return { value: { email, subscribedAt: at.toISOString() } };
}
