// The per-identity limit of e-mailed requests (e-mail changes, account deletions): at most 3 per kind within a
// rolling hour, counted from the confirmation_tokens rows (so it is real, per identity, and survives restarts; a
// request refused after the count, e.g. EMAIL_IN_USE, leaves a row as well: ./identity-requests.ts). Run
// the count and the insert in one transaction after locking the customer row, so parallel requests count each other.
import { sql } from 'kysely';
import type { Identity } from '../auth/bearer';
import type { Db } from '../db';
import type { TokenKind } from '../db/schema-settings';

export const REQUESTS_PER_WINDOW = 3;
export const WINDOW_MS = 3600_000;

export async function limitReached(db: Db, { idpType, idpSub }: Identity, kind: TokenKind, now = new Date()): Promise<boolean> {
  const { n } = await db.selectFrom('confirmation_tokens').select(sql<number>`count(*)::int`.as('n'))
    .where('idp_type', '=', idpType).where('idp_sub', '=', idpSub).where('kind', '=', kind)
    .where('created_at', '>', new Date(now.getTime() - WINDOW_MS)).executeTakeFirstOrThrow();
  return n >= REQUESTS_PER_WINDOW;
}
