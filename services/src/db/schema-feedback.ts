// Kysely table types of the feedback survey and the testing tool (migrations/016_feedback_experiments.ts). Keep in
// step with the migration.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Variant = 'control' | 'A';

/** A customer's one answer to the survey, or its dismissal: after either it is never offered again. */
export interface FeedbackResponsesTable {
  customer_id: string;
  kind: 'answered' | 'dismissed';
  /** The site's locale the customer answered (or dismissed) on. */
  locale: string;
  /** 1-5 for an answer, null for a dismissal. */
  rating: number | null;
  comment: string | null;
  responded_at: Timestamp;
}

/** The variant a customer sees in an experiment (sticky: stored by the first offer). */
export interface ExperimentAssignmentsTable {
  customer_id: string;
  experiment: string;
  variant: Variant;
  assigned_at: Timestamp;
}

/** The customer was shown their variant. */
export interface ExperimentExposuresTable {
  id: Generated<string>;
  customer_id: string;
  experiment: string;
  variant: Variant;
  exposed_at: Timestamp;
}

/** An event the product tracked for analytics (with the customer's consent), e.g. an import that finished. */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  customer_id: string;
  name: string;
  occurred_at: Timestamp;
}

export interface FeedbackTables {
  feedback_responses: FeedbackResponsesTable;
  experiment_assignments: ExperimentAssignmentsTable;
  experiment_exposures: ExperimentExposuresTable;
  analytics_events: AnalyticsEventsTable;
}
