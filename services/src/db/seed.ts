// Demo data, written once (only when there are no customers yet). Deterministic apart from ids and hashes.
// Photos are real images (seed-photos.ts). Profile 'small' keeps the same shape with fewer, smaller images (tests).
// Generating the images is slow (about a minute for the demo profile): progress goes to `log`.
import { randomUUID } from 'node:crypto';
import { createLogger, type Logger } from '@my-account/telemetry/logger';
import type { BlobStore } from '../blob/store';
import { hashPassword } from '../auth/password';
import accounts from './demo-accounts.json' with { type: 'json' };
import type { Db } from './index';
import { createProgress, formatCount } from './progress';
import { insertPhotos, prepareLegacyUploads, preparePhotos, spread, type PlannedPhoto } from './seed-photos';

/** Fixed ids so demo links and logs stay stable across fresh databases. */
export const DEMO_IDS = {
  emma: '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11',
  oliver: 'b24e6d80-5a1f-4c3e-8d92-6f7a1b0c4e22',
  alex: 'c9a17f3e-8b2d-4e5c-a640-3d8e2f1b5a33',
  noah: 'd5b28e4f-9c3a-4f6d-b751-4e9f3a2c6b44',
  mia: 'e6c39f50-ad4b-4a7e-8862-5fa04b3d7c55',
  sophie: 'f7d4a061-be5c-4b8f-9973-60b15c4e8d66',
  lucas: '08e5b172-cf6d-4c90-8a84-71c26d5f9e77',
  // Added by seed-settings.ts (also into a database seeded before them).
  ava: '19f6c283-d07e-4da1-9b95-82d37e6faf88',
  leo: '2a07d394-e18f-4eb2-8ca6-93e48f7fb099',
  // Added by seed-projects.ts (the customer with 35 saved projects and two photo books).
  avaWilson: '6e4b17d8-25cd-4cf6-a0a8-d728c3a0f4dd',
  // Added by seed-identities.ts (signs in with FotoUtskrift ID on the Norwegian site).
  nora: '3b18e4a5-f29f-4fc3-9dbe-a4f59f8c0aab',
} as const;

/** Oliver's company's VAT number (also given to a database seeded before VAT numbers, see seed-business.ts). */
export const OLIVER_VAT_NUMBER = 'GB284736131';

/** Fixed ids of the albums the journeys open; every other album gets a random id. */
export const DEMO_ALBUM_IDS = {
  emptyAlbum: '1a6f3c2e-7b4d-4e59-9a10-3c5d7e9f1a01',
  summer2023: '1a6f3c2e-7b4d-4e59-9a10-3c5d7e9f1a02',
  familyWeekend: '1a6f3c2e-7b4d-4e59-9a10-3c5d7e9f1a03',
  sophiesWedding: '1a6f3c2e-7b4d-4e59-9a10-3c5d7e9f1a04',
} as const;

/** Emma's 50 small albums (1–4 photos each), so her album list pages past 50. */
const SMALL_ALBUM_THEMES = [
  'Beach day', 'Hiking trip', 'City break', 'Garden', 'Christmas', 'New Year', 'Picnic', 'Road trip', 'Ski holiday',
  'Zoo visit', 'Museum day', 'Camping', 'Graduation', 'First day of school', 'Concert', 'Football match', 'Autumn walk',
  'Spring flowers', 'Sunsets', 'Pets', 'Lake weekend', 'Farmers market', 'Cooking', 'Friends reunion', 'Cycling tour',
];

export interface SeedOptions {
  profile?: 'demo' | 'small';
  /** Progress lines (a start line, then at most one per 10 % and 2 s); none when unset. */
  log?: Logger;
}

export const PROFILES = {
  demo: { size: { width: 1024, height: 768 }, emmaSpread: 1474, emmaBigMonth: 520, noahUploads: 40, duration: 'about a minute' },
  small: { size: { width: 320, height: 240 }, emmaSpread: 40, emmaBigMonth: 8, noahUploads: 6, duration: 'a few seconds' },
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

export async function seed(db: Db, blobs: BlobStore, { profile = 'demo', log = createLogger('services', 'silent') }: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const p = PROFILES[profile];
  const byKind = Object.fromEntries(accounts.map((a) => [a.kind, a])) as Record<string, (typeof accounts)[number]>;
  const person = async (kind: string) => {
    const a = byKind[kind]!;
    return { email: a.email, password_hash: await hashPassword(a.password), first_name: a.firstName, last_name: a.lastName };
  };
  const consumer = { company_name: null, amr: 'pwd' as const, business_account_status: null, callback_url: null, callback_format: null };

  const plans = {
    emma: emmaPlan(profile),
    oliver: spread(12, 1987, new Date('2025-01-01T00:00:00Z'), new Date('2025-12-31T00:00:00Z'), img('STUDIO'), 'Bennett Studio'),
    mia: [
      ...spread(18, 31, new Date('2026-08-01T00:00:00Z'), new Date('2026-09-01T00:00:00Z'), img('MIA'), 'Mia in August'),
      ...spread(12, 32, new Date('2026-09-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'), (i) => `MIA_${2000 + i}.jpg`, 'Mia in September'),
    ],
    sophie: spread(16, 621, new Date('2025-06-01T00:00:00Z'), new Date('2025-07-01T00:00:00Z'), img('SOPHIE'), 'Sophie'),
    lucas: [
      ...spread(18, 51, new Date('2026-08-01T00:00:00Z'), new Date('2026-09-01T00:00:00Z'), img('LUCAS'), 'Lucas in August'),
      ...spread(12, 52, new Date('2026-09-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'), (i) => `LUCAS_${2000 + i}.jpg`, 'Lucas in September'),
    ],
    noah: spread(p.noahUploads, 41, new Date('2021-03-01T00:00:00Z'), new Date('2022-10-01T00:00:00Z'), img('NOAH'), 'Noah'),
  };
  const total = Object.values(plans).reduce((n, list) => n + list.length, 0);
  log.info(`first start, seeding the demo data: ${formatCount(total)} photos to generate (${p.duration}) …`);
  const progress = createProgress(log, 'seeding demo photos', total);

  // Images first (the slow part), then every row in one transaction: a seed is all or nothing.
  const emma = await preparePhotos(blobs, DEMO_IDS.emma, plans.emma, 0, p.size, progress);
  const oliver = await preparePhotos(blobs, DEMO_IDS.oliver, plans.oliver, 100_000, p.size, progress);
  const mia = await preparePhotos(blobs, DEMO_IDS.mia, plans.mia, 200_000, p.size, progress);
  const sophie = await preparePhotos(blobs, DEMO_IDS.sophie, plans.sophie, 400_000, p.size, progress);
  const lucas = await preparePhotos(blobs, DEMO_IDS.lucas, plans.lucas, 500_000, p.size, progress);
  const noah = await prepareLegacyUploads(blobs, DEMO_IDS.noah, plans.noah, 300_000, p.size, progress);

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values([
      { id: DEMO_IDS.emma, ...(await person('consumer')), ...consumer },
      { id: DEMO_IDS.oliver, ...(await person('business')), company_name: 'Bennett Studio Ltd',
        vat_number: OLIVER_VAT_NUMBER, amr: 'b2b', business_account_status: 'New',
        callback_url: 'https://ftp.bennett-studio.example/orders/callback', callback_format: 'JSON' },
      { id: DEMO_IDS.alex, ...(await person('deleted')), ...consumer, account_deleted: true },
      { id: DEMO_IDS.noah, ...(await person('importing')), ...consumer, library_status: 'NOT_ACTIVE' },
      { id: DEMO_IDS.mia, ...(await person('small-library')), ...consumer },
      { id: DEMO_IDS.sophie, ...(await person('shared-owner')), ...consumer },
      { id: DEMO_IDS.lucas, ...(await person('albums')), ...consumer },
    ]).execute();
    await trx.insertInto('addresses').values({
      customer_id: DEMO_IDS.oliver, first_name: 'Oliver', last_name: 'Bennett', company: 'Bennett Studio Ltd',
      street_name: 'Carnaby Street', street_number: '14', addition: null, postal_code: 'W1F 9PB', city: 'London',
      country_code: 'GB', phone: '+44 20 7946 0321', is_default: true,
    }).execute();
    await insertPhotos(trx, [...emma, ...oliver, ...mia, ...sophie, ...lucas]);
    await trx.insertInto('uploads').values(noah).execute();

    await insertAlbums(trx, demoAlbums({ emma, oliver, sophie, lucas }, p.emmaSpread));
  });
  return true;
}

type Rows = Array<{ id: string; date_taken: Date | null }>;

interface PlannedAlbum {
  id?: string;
  userId: string;
  name: string;
  created: Date;
  /** In the order they were added (the last one is the cover). */
  photoIds: string[];
  participants?: string[];
}

/** Emma: 55 own albums ('Empty album', 'Summer 2023' with 60 photos — every photo of the small profile —, three
 *  older ones, 50 small ones with some equal creation times) and the shared 'Family weekend'; Oliver one album;
 *  Sophie the shared 'Sophie's wedding'. Lucas owns none. */
export function demoAlbums(rows: { emma: Rows; oliver: Rows; sophie: Rows; lucas: Rows }, emmaSpread: number): PlannedAlbum[] {
  const { emma, oliver, sophie, lucas } = rows;
  const ids = (list: Rows) => list.map((r) => r.id);
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));
  // Summer 2023: the July 2023 holiday photos (after the spread in Emma's plan), then others up to 60.
  const july = emma.slice(emmaSpread).filter((r) => r.date_taken?.toISOString().startsWith('2023-07'));
  const summer = [...july, ...emma.filter((r) => !july.includes(r))].slice(0, 60);
  const albums: PlannedAlbum[] = [
    { userId: DEMO_IDS.emma, name: 'Summer in Italy', created: day(2025, 1, 1), photoIds: ids(emma.slice(0, 24)) },
    { userId: DEMO_IDS.emma, name: 'Family', created: day(2025, 1, 2), photoIds: ids(emma.slice(30, 70)) },
    { userId: DEMO_IDS.emma, name: 'Birthday party', created: day(2025, 1, 3), photoIds: ids(emma.slice(100, 112)) },
    { id: DEMO_ALBUM_IDS.emptyAlbum, userId: DEMO_IDS.emma, name: 'Empty album', created: day(2025, 1, 4), photoIds: [] },
    { id: DEMO_ALBUM_IDS.summer2023, userId: DEMO_IDS.emma, name: 'Summer 2023', created: day(2025, 8, 20), photoIds: ids(summer) },
    { userId: DEMO_IDS.oliver, name: 'Studio portfolio', created: day(2025, 1, 5), photoIds: ids(oliver.slice(0, 8)) },
    {
      id: DEMO_ALBUM_IDS.familyWeekend, userId: DEMO_IDS.emma, name: 'Family weekend', created: day(2025, 5, 10),
      photoIds: [...ids(emma.slice(10, 18)), ...ids(sophie.slice(12, 16))], participants: [DEMO_IDS.lucas, DEMO_IDS.sophie],
    },
    {
      id: DEMO_ALBUM_IDS.sophiesWedding, userId: DEMO_IDS.sophie, name: "Sophie's wedding", created: day(2025, 6, 22),
      photoIds: [...ids(sophie.slice(0, 10)), ...ids(lucas.slice(0, 2))], participants: [DEMO_IDS.emma, DEMO_IDS.lucas],
    },
  ];
  let previous = day(2021, 1, 5);
  for (let i = 0; i < 50; i++) {
    // Every tenth album shares its creation time with the one before (paging must break ties by id).
    const created = i % 10 === 9 ? previous : new Date(Date.UTC(2021 + Math.floor(i / 25), 0, 5 + (i % 25) * 14, 10));
    previous = created;
    const photoIds = Array.from({ length: (i % 4) + 1 }, (_, k) => emma[(i * 37 + k * 11) % emma.length]!.id);
    albums.push({ userId: DEMO_IDS.emma, name: `${SMALL_ALBUM_THEMES[i % 25]} ${2021 + Math.floor(i / 25)}`, created, photoIds });
  }
  return albums;
}

async function insertAlbums(db: Db, albums: PlannedAlbum[]) {
  const rows = albums.map((a) => ({ id: a.id ?? randomUUID() }));
  await db.insertInto('albums').values(albums.map((a, i) => ({
    id: rows[i]!.id, user_id: a.userId, name: a.name, created_at: a.created, updated_at: a.created, is_shared: !!a.participants,
  }))).execute();
  const photos = albums.flatMap((a, i) => a.photoIds.map((photoId, k) => ({
    album_id: rows[i]!.id, photo_id: photoId, added_at: new Date(a.created.getTime() + k * 60_000),
  })));
  for (let i = 0; i < photos.length; i += 1000) await db.insertInto('album_photos').values(photos.slice(i, i + 1000)).execute();
  const participants = albums.flatMap((a, i) => (a.participants ?? []).map((customerId, k) => ({
    album_id: rows[i]!.id, customer_id: customerId, added_at: new Date(a.created.getTime() + k * 1000),
  })));
  if (participants.length) await db.insertInto('album_participants').values(participants).execute();
}
