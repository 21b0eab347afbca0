// The demo customers of the feedback survey and the A/B test, added to a fresh database and to one seeded
// before them, each only when missing: Lotte (analytics consent 10, variant A of 'sample-test'), Jonas (consent 11,
// control) and Ruben (consent 00: neither the survey nor the test). Their assignments are stored as the testing tool
// stores a draw, so the demo (and the journeys) see the same variants every time. None has answered the survey yet.
import type { Variant } from './schema-feedback';
import type { Db } from './index';
import { demoConsumer } from './seed-settings';

export const FEEDBACK_IDS = {
  lotte: '7a4c28e9-36de-4f17-b0b9-e839d4b1f5e1',
  jonas: '8b5d39fa-47ef-4028-81ca-f94ae5c206f2',
  ruben: '9c6e4a0b-58f0-4139-92db-0a5bf6d317f3',
} as const;

interface FeedbackPlan {
  kind: string;
  consent: '00' | '10' | '11';
  /** The customer's stored variant of 'sample-test' (none: the tool would draw one on the first offer). */
  sampleTest: Variant | null;
}

const PLANS: Record<keyof typeof FEEDBACK_IDS, FeedbackPlan> = {
  lotte: { kind: 'feedback', consent: '10', sampleTest: 'A' },
  jonas: { kind: 'feedback-control', consent: '11', sampleTest: 'control' },
  ruben: { kind: 'feedback-no-consent', consent: '00', sampleTest: null },
};

/** Answers the e-mail addresses it added (empty when everything was there). */
export async function seedFeedback(db: Db): Promise<string[]> {
  const added: string[] = [];
  for (const [name, id] of Object.entries(FEEDBACK_IDS) as [keyof typeof FEEDBACK_IDS, string][]) {
    if (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) continue;
    const plan = PLANS[name];
    const person = await demoConsumer(plan.kind);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('customers').values({ id, ...person, cookie_consent: plan.consent }).execute();
      if (plan.sampleTest) {
        await trx.insertInto('experiment_assignments').values({ customer_id: id, experiment: 'sample-test', variant: plan.sampleTest }).execute();
      }
    });
    added.push(person.email);
  }
  return added;
}
