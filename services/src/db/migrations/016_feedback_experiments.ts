// The feedback survey and the A/B testing tool. `feedback_responses`: a customer's one answer (rating 1-5,
// optional comment of at most 1000 characters) or dismissal of the survey — one row per customer, so the survey is
// never offered twice. `experiment_assignments`: the sticky variant of each customer per experiment (the first offer
// stores it). `experiment_exposures`: each time a customer was shown their variant. All removed with the customer.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback_responses')
    .addColumn('customer_id', 'uuid', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('answered', 'dismissed')`))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.check(sql`char_length(comment) <= 1000`))
    .addColumn('responded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('feedback_responses_answer_rated', sql`(kind = 'answered') = (rating is not null)`)
    .execute();
  await db.schema
    .createTable('experiment_assignments')
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('experiment', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull().check(sql`variant in ('control', 'A')`))
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('experiment_assignments_pk', ['customer_id', 'experiment'])
    .execute();
  await db.schema
    .createTable('experiment_exposures')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('experiment', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull().check(sql`variant in ('control', 'A')`))
    .addColumn('exposed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('experiment_exposures_customer').on('experiment_exposures')
    .columns(['customer_id', 'experiment', 'exposed_at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('experiment_exposures').execute();
  await db.schema.dropTable('experiment_assignments').execute();
  await db.schema.dropTable('feedback_responses').execute();
}
