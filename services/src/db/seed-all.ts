// The demo data, in the order it was added to the product: each part only where it is missing, so a database seeded
// before a part existed gets it on its next start, and a seeded one gets nothing twice. Progress goes to `log`.
import type { Logger } from '@my-account/telemetry/logger';
import type { BlobStore } from '../blob/store';
import type { ServicesConfig } from '../config';
import type { Db } from './index';
import { seed } from './seed';
import { seedAnonymousUploads } from './seed-anonymous-uploads';
import { seedArchiveSet } from './seed-archive';
import { seedBusiness } from './seed-business';
import { seedFeedback } from './seed-feedback';
import { seedIdentities } from './seed-identities';
import { seedLargeLibrary } from './seed-large';
import { seedMerchandise } from './seed-merchandise';
import { seedOrders } from './seed-orders';
import { seedProjects } from './seed-projects';
import { seedSettings } from './seed-settings';

export async function seedDemoData(db: Db, blobs: BlobStore, config: Pick<ServicesConfig, 'seedProfile' | 'largeLibrary' | 'archivePhotos'>,
  log: Logger): Promise<void> {
  const started = Date.now();
  if (await seed(db, blobs, { profile: config.seedProfile ?? 'demo', log })) {
    log.info(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Separately: a database seeded before the order world existed gets its demo orders too.
  const ordersStarted = Date.now();
  if (await seedOrders(db)) log.info(`demo orders seeded in ${((Date.now() - ordersStarted) / 1000).toFixed(1)} s`);
  // And the demo data of settings (Ava, Leo, Emma's pending newsletter subscription), into older databases too.
  const added = await seedSettings(db, blobs, { profile: config.seedProfile ?? 'demo' });
  if (added.length) log.info(`added ${added.join(', ')}`);
  // And the business demo customers (Default, Blocked, Active) with their orders and invoices.
  const business = await seedBusiness(db);
  if (business.length) log.info(`added ${business.join(', ')}`);
  await seedAnonymousUploads(db);
  // And the saved projects (previews rendered from the customers' photos) with the customer who has 35 of them.
  const projects = await seedProjects(db, blobs, { profile: config.seedProfile ?? 'demo' });
  if (projects.length) log.info(`added ${projects.join(', ')}`);
  // And the merchandise service's channels and article catalogues, once.
  if (await seedMerchandise(db)) log.info('added the merchandise channels and catalogues');
  // And the customer who signs in with FotoUtskrift ID, the Norwegian site's identity provider.
  const identities = await seedIdentities(db);
  if (identities.length) log.info(`added ${identities.join(', ')}`);
  // And the customers of the feedback survey and the A/B test (their consent and stored variants).
  const feedback = await seedFeedback(db);
  if (feedback.length) log.info(`added ${feedback.join(', ')}`);
  if (config.largeLibrary && config.largeLibrary > 0) await seedLargeLibrary(db, blobs, { count: config.largeLibrary, log });
  if (config.archivePhotos && config.archivePhotos > 0) await seedArchiveSet(db, blobs, { count: config.archivePhotos, log });
}
