// Demo data, written once (only when there are no customers yet). Deterministic apart from ids and hashes.
// Photos are real images (seed-photos.ts). Profile 'small' keeps the same shape with fewer, smaller images (tests).
import type { BlobStore } from '../blob/store';
import { hashPassword } from '../auth/password';
import accounts from './demo-accounts.json' with { type: 'json' };
import type { Db } from './index';
import { insertPhotos, prepareLegacyUploads, preparePhotos, spread, type PlannedPhoto } from './seed-photos';

/** Fixed ids so demo links and logs stay stable across fresh databases. */
export const DEMO_IDS = {
  emma: '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11',
  oliver: 'b24e6d80-5a1f-4c3e-8d92-6f7a1b0c4e22',
  alex: 'c9a17f3e-8b2d-4e5c-a640-3d8e2f1b5a33',
  noah: 'd5b28e4f-9c3a-4f6d-b751-4e9f3a2c6b44',
  mia: 'e6c39f50-ad4b-4a7e-8862-5fa04b3d7c55',
} as const;

export interface SeedOptions {
  profile?: 'demo' | 'small';
}

const PROFILES = {
  demo: { size: { width: 1024, height: 768 }, emmaSpread: 1474, emmaBigMonth: 520, noahUploads: 40 },
  small: { size: { width: 320, height: 240 }, emmaSpread: 40, emmaBigMonth: 8, noahUploads: 6 },
} as const;

const img = (prefix: string) => (i: number) => `${prefix}_${String(1000 + i).padStart(4, '0')}.jpg`;

/** Emma: dated photos 2019–2026, one month (July 2023) with more than 500 in the demo profile, one photo dated
 *  1970-01-01 (camera clock not set) and five without a date. */
export function emmaPlan(profileName: keyof typeof PROFILES = 'demo'): PlannedPhoto[] {
  const profile = PROFILES[profileName];
  const plans = spread(profile.emmaSpread, 20240611, new Date('2019-01-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'), img('IMG'), 'Emma');
  plans.push(...spread(profile.emmaBigMonth, 7, new Date('2023-07-01T00:00:00Z'), new Date('2023-08-01T00:00:00Z'), img('HOLIDAY'), 'Summer holiday'));
  plans.push({ fileName: 'DSC_0001.jpg', dateTaken: new Date('1970-01-01T00:00:00Z'), created: new Date('2023-02-03T10:00:00Z'), label: 'Camera clock not set' });
  for (let i = 0; i < 5; i++) {
    plans.push({ fileName: `scan_${i + 1}.jpg`, dateTaken: null, created: new Date(Date.UTC(2024, 4, 10 + i, 9)), label: `Scanned print ${i + 1}` });
  }
  return plans;
}

export async function seed(db: Db, blobs: BlobStore, { profile = 'demo' }: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const p = PROFILES[profile];
  const byKind = Object.fromEntries(accounts.map((a) => [a.kind, a])) as Record<string, (typeof accounts)[number]>;
  const person = async (kind: string) => {
    const a = byKind[kind]!;
    return { email: a.email, password_hash: await hashPassword(a.password), first_name: a.firstName, last_name: a.lastName };
  };
  const consumer = { company_name: null, amr: 'pwd' as const, business_account_status: null, callback_url: null, callback_format: null };

  // Images first (the slow part), then every row in one transaction: a seed is all or nothing.
  const emma = await preparePhotos(blobs, DEMO_IDS.emma, emmaPlan(profile), 0, p.size);
  const oliver = await preparePhotos(blobs, DEMO_IDS.oliver,
    spread(12, 1987, new Date('2025-01-01T00:00:00Z'), new Date('2025-12-31T00:00:00Z'), img('STUDIO'), 'Bennett Studio'), 100_000, p.size);
  const mia = await preparePhotos(blobs, DEMO_IDS.mia, [
    ...spread(18, 31, new Date('2026-08-01T00:00:00Z'), new Date('2026-09-01T00:00:00Z'), img('MIA'), 'Mia in August'),
    ...spread(12, 32, new Date('2026-09-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'), (i) => `MIA_${2000 + i}.jpg`, 'Mia in September'),
  ], 200_000, p.size);
  const noah = await prepareLegacyUploads(blobs, DEMO_IDS.noah,
    spread(p.noahUploads, 41, new Date('2021-03-01T00:00:00Z'), new Date('2022-10-01T00:00:00Z'), img('NOAH'), 'Noah'), 300_000, p.size);

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values([
      { id: DEMO_IDS.emma, ...(await person('consumer')), ...consumer },
      { id: DEMO_IDS.oliver, ...(await person('business')), company_name: 'Bennett Studio Ltd',
        amr: 'b2b', business_account_status: 'New',
        callback_url: 'https://ftp.bennett-studio.example/orders/callback', callback_format: 'json' },
      { id: DEMO_IDS.alex, ...(await person('deleted')), ...consumer, account_deleted: true },
      { id: DEMO_IDS.noah, ...(await person('importing')), ...consumer, library_status: 'NOT_ACTIVE' },
      { id: DEMO_IDS.mia, ...(await person('small-library')), ...consumer },
    ]).execute();
    await trx.insertInto('addresses').values({
      customer_id: DEMO_IDS.oliver, name: 'Bennett Studio Ltd', street: 'Carnaby Street', house_number: '14',
      postal_code: 'W1F 9PB', city: 'London', country_code: 'GB', phone: '+44 20 7946 0321',
    }).execute();
    await insertPhotos(trx, [...emma, ...oliver, ...mia]);
    await trx.insertInto('uploads').values(noah).execute();

    const albums: Array<{ userId: string; name: string; photoIds: string[] }> = [
      { userId: DEMO_IDS.emma, name: 'Summer in Italy', photoIds: emma.slice(0, 24).map((r) => r.id) },
      { userId: DEMO_IDS.emma, name: 'Family', photoIds: emma.slice(30, 70).map((r) => r.id) },
      { userId: DEMO_IDS.emma, name: 'Birthday party', photoIds: emma.slice(100, 112).map((r) => r.id) },
      { userId: DEMO_IDS.emma, name: 'Empty album', photoIds: [] },
      { userId: DEMO_IDS.oliver, name: 'Studio portfolio', photoIds: oliver.slice(0, 8).map((r) => r.id) },
    ];
    for (const [i, album] of albums.entries()) {
      const at = new Date(Date.UTC(2025, 0, 1 + i, 12));
      const { id } = await trx.insertInto('albums')
        .values({ user_id: album.userId, name: album.name, created_at: at, updated_at: at })
        .returning('id').executeTakeFirstOrThrow();
      if (album.photoIds.length) {
        await trx.insertInto('album_photos')
          .values(album.photoIds.map((photoId) => ({ album_id: id, photo_id: photoId, added_at: at }))).execute();
      }
    }
  });
  return true;
}
