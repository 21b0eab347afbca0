// The demo customer of the Norwegian site's identity provider: Nora signs in with FotoUtskrift ID (her
// subject there below), added to a fresh database and to one seeded before her.
import type { Db } from './index';
import { DEMO_IDS } from './seed';
import { demoConsumer } from './seed-settings';

/** Nora's identity at FotoUtskrift ID (`idp_type`, `idp_sub` of her tokens when she signs in through it). */
export const NORA_IDENTITY = { idpType: 'fotoutskrift-id', idpSub: 'fuid-4kP9mZ3qN7x2' } as const;

/** Answers what it added (empty when everything was there). */
export async function seedIdentities(db: Db): Promise<string[]> {
  if (await db.selectFrom('customers').select('id').where('id', '=', DEMO_IDS.nora).executeTakeFirst()) return [];
  const nora = await demoConsumer('fotoutskrift-id');
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values({ id: DEMO_IDS.nora, ...nora }).execute();
    await trx.insertInto('customer_identities')
      .values({ idp_type: NORA_IDENTITY.idpType, idp_sub: NORA_IDENTITY.idpSub, customer_id: DEMO_IDS.nora }).execute();
    await trx.insertInto('addresses').values({
      customer_id: DEMO_IDS.nora, first_name: 'Nora', last_name: 'Haugen', company: null, street_name: 'Thorvald Meyers gate',
      street_number: '42', addition: null, postal_code: '0555', city: 'Oslo', country_code: 'NO', phone: null, is_default: true,
    }).execute();
  });
  return [nora.email];
}
