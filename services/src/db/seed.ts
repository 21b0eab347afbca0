// Demo data, written once (only when there are no customers yet). Deterministic apart from ids and hashes.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import accounts from './demo-accounts.json' with { type: 'json' };
import type { Db } from './index';

/** Fixed ids so demo links and logs stay stable across fresh databases. */
export const DEMO_IDS = {
  emma: '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11',
  oliver: 'b24e6d80-5a1f-4c3e-8d92-6f7a1b0c4e22',
  alex: 'c9a17f3e-8b2d-4e5c-a640-3d8e2f1b5a33',
} as const;

/** mulberry32: small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZES: Array<[number, number]> = [[4032, 3024], [3024, 4032], [6000, 4000], [4000, 6000], [1920, 1080]];

function photoRows(userId: string, count: number, seed: number, from: Date, to: Date) {
  const random = prng(seed);
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, (_, i) => {
    const taken = new Date(from.getTime() + Math.floor(random() * span));
    const created = new Date(taken.getTime() + Math.floor(random() * 20 * 86_400_000));
    const [width, height] = SIZES[Math.floor(random() * SIZES.length)]!;
    return photo(userId, `IMG_${String(1000 + i).padStart(4, '0')}.jpg`, taken, created, width, height);
  });
}

function photo(userId: string, fileName: string, taken: Date | null, created: Date, width = 4032, height = 3024) {
  return {
    id: randomUUID(),
    user_id: userId,
    upload_id: randomUUID(),
    local_file_name: fileName,
    date_taken: taken,
    created_at: created,
    upload_end: new Date(created.getTime() + 4_000),
    width,
    height,
    blob_key: null,
  };
}

export async function seed(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const byKind = Object.fromEntries(accounts.map((a) => [a.kind, a])) as Record<string, (typeof accounts)[number]>;
  const passwordHash = async (kind: string) => hashPassword(byKind[kind]!.password);

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values([
      { id: DEMO_IDS.emma, email: byKind.consumer!.email, password_hash: await passwordHash('consumer'),
        first_name: byKind.consumer!.firstName, last_name: byKind.consumer!.lastName, company_name: null, amr: 'pwd',
        business_account_status: null, callback_url: null, callback_format: null },
      { id: DEMO_IDS.oliver, email: byKind.business!.email, password_hash: await passwordHash('business'),
        first_name: byKind.business!.firstName, last_name: byKind.business!.lastName, company_name: 'Bennett Studio Ltd',
        amr: 'b2b', business_account_status: 'New',
        callback_url: 'https://ftp.bennett-studio.example/orders/callback', callback_format: 'json' },
      { id: DEMO_IDS.alex, email: byKind.deleted!.email, password_hash: await passwordHash('deleted'),
        first_name: byKind.deleted!.firstName, last_name: byKind.deleted!.lastName, company_name: null, amr: 'pwd',
        account_deleted: true, business_account_status: null, callback_url: null, callback_format: null },
    ]).execute();
    await trx.insertInto('addresses').values({
      customer_id: DEMO_IDS.oliver, name: 'Bennett Studio Ltd', street: 'Carnaby Street', house_number: '14',
      postal_code: 'W1F 9PB', city: 'London', country_code: 'GB', phone: '+44 20 7946 0321',
    }).execute();

    // Emma: 294 dated photos 2019–2026, one dated 1970-01-01 (camera clock not set), five without a date.
    const emma = photoRows(DEMO_IDS.emma, 294, 20240611, new Date('2019-01-01T00:00:00Z'), new Date('2026-06-30T00:00:00Z'));
    emma.push(photo(DEMO_IDS.emma, 'DSC_0001.jpg', new Date('1970-01-01T00:00:00Z'), new Date('2023-02-03T10:00:00Z')));
    for (let i = 0; i < 5; i++) {
      emma.push(photo(DEMO_IDS.emma, `scan_${i + 1}.jpg`, null, new Date(Date.UTC(2024, 4, 10 + i, 9))));
    }
    const oliver = photoRows(DEMO_IDS.oliver, 12, 1987, new Date('2025-01-01T00:00:00Z'), new Date('2025-12-31T00:00:00Z'));
    await trx.insertInto('photos').values([...emma, ...oliver]).execute();

    const albums: Array<{ userId: string; name: string; photoIds: string[] }> = [
      { userId: DEMO_IDS.emma, name: 'Summer in Italy', photoIds: emma.slice(0, 24).map((p) => p.id) },
      { userId: DEMO_IDS.emma, name: 'Family', photoIds: emma.slice(30, 70).map((p) => p.id) },
      { userId: DEMO_IDS.emma, name: 'Birthday party', photoIds: emma.slice(100, 112).map((p) => p.id) },
      { userId: DEMO_IDS.emma, name: 'Empty album', photoIds: [] },
      { userId: DEMO_IDS.oliver, name: 'Studio portfolio', photoIds: oliver.slice(0, 8).map((p) => p.id) },
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
