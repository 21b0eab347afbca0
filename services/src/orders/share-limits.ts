// The limits of the share e-mails of online photo books: a customer sends at most 10 an hour and 30 a day, an address
// receives at most 3 an hour and 5 a day (whoever sends them), counted from share_mails (migration 020) over rolling
// windows. Count and record in one transaction that holds the customer's row and the address's lock, so parallel
// shares count each other.
import { sql } from 'kysely';
import type { Db } from '../db';

export const SHARE_LIMITS = {
  customer: { hour: 10, day: 30 },
  recipient: { hour: 3, day: 5 },
} as const;

const counts = (db: Db, column: 'customer_id' | 'recipient', value: string) =>
  db.selectFrom('share_mails')
    .select([
      sql<number>`count(*) filter (where sent_at > now() - interval '1 hour')::int`.as('hour'),
      sql<number>`count(*)::int`.as('day'),
    ])
    .where(column, '=', value).where('sent_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();

const reached = ({ hour, day }: { hour: number; day: number }, limit: { hour: number; day: number }) =>
  Number(hour) >= limit.hour || Number(day) >= limit.day;

/**
 * Records a share e-mail from `customerId` to `recipient` unless a limit is reached: the row's id (remove it with
 * `forgetShareMail` when the e-mail could not be sent), or null when the share must be refused.
 */
export async function recordShareMail(trx: Db, customerId: string, recipient: string): Promise<string | null> {
  const address = recipient.toLowerCase();
  await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
  await sql`select pg_advisory_xact_lock(hashtext(${`share_mails:${address}`}))`.execute(trx);
  if (reached(await counts(trx, 'customer_id', customerId), SHARE_LIMITS.customer)) return null;
  if (reached(await counts(trx, 'recipient', address), SHARE_LIMITS.recipient)) return null;
  const row = await trx.insertInto('share_mails').values({ customer_id: customerId, recipient: address }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function forgetShareMail(db: Db, id: string): Promise<void> {
  await db.deleteFrom('share_mails').where('id', '=', id).execute();
}
