// The testing tool's experiments (contracts/testing-api.yaml): a customer's variant is drawn once, half `control`
// and half `A`, and stored, so every later offer answers the same (sticky); an exposure records the stored variant.
import { randomInt } from 'node:crypto';
import type { components } from '../../contracts/__generated__/testing-api';
import type { Db } from '../db';
import type { Variant } from '../db/schema-feedback';

export type Offer = components['schemas']['Offer'];
export type Exposure = components['schemas']['Exposure'];

/** The experiments the tool runs and their variants (spec §7: 'sample-test', control or A). */
export const EXPERIMENTS: Readonly<Record<string, readonly Variant[]>> = { 'sample-test': ['control', 'A'] };
export const MAX_EXPOSURES_LISTED = 100;

export const isExperiment = (name: string) => Object.hasOwn(EXPERIMENTS, name);

/** The customer's variant of a known experiment: the stored one, or one drawn now and stored (a racing draw loses). */
export async function offer(db: Db, customerId: string, experiment: string, draw = (n: number) => randomInt(n)): Promise<Offer> {
  const stored = () => db.selectFrom('experiment_assignments').select(['variant', 'assigned_at'])
    .where('customer_id', '=', customerId).where('experiment', '=', experiment).executeTakeFirst();
  let row = await stored();
  if (!row) {
    const variants = EXPERIMENTS[experiment]!;
    await db.insertInto('experiment_assignments')
      .values({ customer_id: customerId, experiment, variant: variants[draw(variants.length)]! })
      .onConflict((oc) => oc.columns(['customer_id', 'experiment']).doNothing()).execute();
    row = (await stored())!;
  }
  return { experiment, variant: row.variant, assignedAt: row.assigned_at.toISOString() };
}

/** Records that the customer was shown their variant now (assigned first when they had none). */
export async function recordExposure(db: Db, customerId: string, experiment: string): Promise<Exposure> {
  const { variant } = await offer(db, customerId, experiment);
  const row = await db.insertInto('experiment_exposures').values({ customer_id: customerId, experiment, variant })
    .returning(['id', 'exposed_at']).executeTakeFirstOrThrow();
  return { id: row.id, experiment, variant, exposedAt: row.exposed_at.toISOString() };
}

/** The customer's exposures to the experiment, newest first. */
export async function exposuresOf(db: Db, customerId: string, experiment: string): Promise<Exposure[]> {
  const rows = await db.selectFrom('experiment_exposures').select(['id', 'variant', 'exposed_at'])
    .where('customer_id', '=', customerId).where('experiment', '=', experiment)
    .orderBy('exposed_at', 'desc').orderBy('id').limit(MAX_EXPOSURES_LISTED).execute();
  return rows.map((r) => ({ id: r.id, experiment, variant: r.variant, exposedAt: r.exposed_at.toISOString() }));
}

export type TrackedEvent = components['schemas']['Event'];
type EventName = components['schemas']['EventName'];

/** The events the tool records (spec §4: the product tracks 'import finished'). */
const EVENT_NAMES: readonly EventName[] = ['photo-library-import-finished'];
const MAX_EVENTS_LISTED = 100;

export const isEventName = (name: unknown): name is EventName => EVENT_NAMES.includes(name as EventName);

/** Records that the event happened to the customer now. */
export async function trackEvent(db: Db, customerId: string, name: EventName): Promise<TrackedEvent> {
  const row = await db.insertInto('analytics_events').values({ customer_id: customerId, name })
    .returning(['id', 'occurred_at']).executeTakeFirstOrThrow();
  return { id: row.id, name, occurredAt: row.occurred_at.toISOString() };
}

/** The customer's tracked events, newest first. */
export async function eventsOf(db: Db, customerId: string): Promise<TrackedEvent[]> {
  const rows = await db.selectFrom('analytics_events').select(['id', 'name', 'occurred_at'])
    .where('customer_id', '=', customerId).orderBy('occurred_at', 'desc').orderBy('id').limit(MAX_EVENTS_LISTED).execute();
  return rows.map((r) => ({ id: r.id, name: r.name as EventName, occurredAt: r.occurred_at.toISOString() }));
}
