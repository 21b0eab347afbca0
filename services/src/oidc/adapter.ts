// oidc-provider storage adapter over Kysely (table oidc_payloads), one instance per model name.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db';

const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/**
 * `namespace` keeps the payloads of a second provider (a site issuer) apart from the main one's in the same table: a
 * code, session or grant of one issuer is never found by another.
 */
export function createAdapterFactory(db: Db, namespace = '') {
  return (model: string): Adapter => new KyselyAdapter(db, namespace ? `${namespace}:${model}` : model, model);
}

/** Removes expired entries (called at start). */
export async function purgeExpired(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
}

/**
 * PostgreSQL text and jsonb cannot hold NUL: a request parameter carrying one (an odd `state`, `login_hint`, code) must
 * not turn into a database error. Stored payloads get U+FFFD instead (it was garbage anyway); a key with NUL names
 * nothing.
 */
const withoutNul = (_key: string, value: unknown) =>
  (typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value);
const hasNul = (value: string) => value.includes('\0');

class KyselyAdapter implements Adapter {
  constructor(private readonly db: Db, private readonly model: string, private readonly kind: string = model) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    if (hasNul(id)) throw new Error('An id with NUL cannot be stored.');
    const row = {
      model: this.model,
      id,
      payload: JSON.stringify(payload, withoutNul),
      grant_id: GRANTABLE.has(this.kind) ? (payload.grantId ?? null) : null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db.insertInto('oidc_payloads').values(row)
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet({
        payload: row.payload, grant_id: row.grant_id, user_code: row.user_code, uid: row.uid, expires_at: row.expires_at,
      }))
      .execute();
  }

  private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    if (hasNul(value)) return undefined;
    const row = await this.db.selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at', 'expires_at'])
      .where('model', '=', this.model).where(column, '=', value)
      .executeTakeFirst();
    if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  find(id: string) {
    return this.findBy('id', id);
  }

  findByUid(uid: string) {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    if (hasNul(id)) return;
    await this.db.updateTable('oidc_payloads').set({ consumed_at: new Date() })
      .where('model', '=', this.model).where('id', '=', id).execute();
  }

  async destroy(id: string): Promise<void> {
    if (hasNul(id)) return;
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (hasNul(grantId)) return;
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }
}
