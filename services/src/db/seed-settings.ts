// The demo data of settings and the account's life, added to a fresh database right after the demo
// customers and to one seeded before them (each part only when missing): Ava (e-mail change, two NL addresses), Leo
// (deletion: 12 photos, an album, library active) and Emma's pending newsletter subscription (its double opt-in
// e-mail goes out once the mail is ready: account/subscriptions.ts sendPendingConfirmations).
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import type { BlobStore } from '../blob/store';
import accounts from './demo-accounts.json' with { type: 'json' };
import type { Db } from './index';
import { DEMO_IDS, PROFILES } from './seed';
import { insertPhotos, preparePhotos, spread } from './seed-photos';

export const EMMA_SUBSCRIPTION = { email: 'emma@example.com', channel: 'photoprint-gb' } as const;

export interface SeedSettingsOptions {
  profile?: 'demo' | 'small';
}

/** A consumer of demo-accounts.json (by kind) as a customers row, its password hashed. */
export async function demoConsumer(kind: string) {
  const a = accounts.find((x) => x.kind === kind)!;
  return {
    email: a.email, password_hash: await hashPassword(a.password), first_name: a.firstName, last_name: a.lastName,
    company_name: null, amr: 'pwd' as const, business_account_status: null, callback_url: null, callback_format: null,
  };
}

const missing = async (db: Db, id: string) => !(await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst());

/** Answers what it added (empty when everything was there). */
export async function seedSettings(db: Db, blobs: BlobStore, { profile = 'demo' }: SeedSettingsOptions = {}): Promise<string[]> {
  const added: string[] = [];
  if (await missing(db, DEMO_IDS.ava)) {
    const ava = await demoConsumer('email-change');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('customers').values({ id: DEMO_IDS.ava, ...ava }).execute();
      const person = { customer_id: DEMO_IDS.ava, first_name: 'Ava', last_name: 'Wright', company: null, country_code: 'NL' };
      await trx.insertInto('addresses').values([
        { ...person, street_name: 'Oudegracht', street_number: '158', addition: 'bis', postal_code: '3511 AZ', city: 'Utrecht',
          phone: '+31 30 234 5678', is_default: true, created_at: new Date('2025-03-01T10:00:00Z') },
        { ...person, street_name: 'Witte de Withstraat', street_number: '27', addition: null, postal_code: '3012 BL',
          city: 'Rotterdam', phone: null, is_default: false, created_at: new Date('2025-06-12T10:00:00Z') },
      ]).execute();
    });
    added.push('ava@example.com');
  }
  if (await missing(db, DEMO_IDS.leo)) {
    const leo = await demoConsumer('deletion');
    const plans = spread(12, 12014, new Date('2024-05-01T00:00:00Z'), new Date('2024-06-01T00:00:00Z'),
      (i) => `LEO_${String(1000 + i)}.jpg`, 'Leo in May');
    const photos = await preparePhotos(blobs, DEMO_IDS.leo, plans, 600_000, PROFILES[profile].size);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('customers').values({ id: DEMO_IDS.leo, ...leo, library_status: 'ACTIVE' }).execute();
      await insertPhotos(trx, photos);
      const albumId = randomUUID();
      const created = new Date('2024-06-02T12:00:00Z');
      await trx.insertInto('albums').values({ id: albumId, user_id: DEMO_IDS.leo, name: 'Lake Constance', created_at: created, updated_at: created })
        .execute();
      await trx.insertInto('album_photos').values(photos.slice(0, 6).map((p, k) => ({
        album_id: albumId, photo_id: p.id, added_at: new Date(created.getTime() + k * 60_000),
      }))).execute();
      await trx.insertInto('addresses').values({
        customer_id: DEMO_IDS.leo, first_name: 'Leo', last_name: 'Fischer', company: null, street_name: 'Seestraße',
        street_number: '8', addition: null, postal_code: '88131', city: 'Lindau', country_code: 'DE', phone: null, is_default: true,
      }).execute();
    });
    added.push('leo@example.com');
  }
  if (!(await missing(db, DEMO_IDS.emma))) {
    const inserted = await db.insertInto('newsletter_subscriptions').values({ ...EMMA_SUBSCRIPTION, status: 'pending' })
      .onConflict((oc) => oc.columns(['email', 'channel']).doNothing()).returning('id').executeTakeFirst();
    if (inserted) added.push(`the newsletter subscription of ${EMMA_SUBSCRIPTION.email}`);
  }
  return added;
}
