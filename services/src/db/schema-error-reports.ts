// Kysely table type of the error reports (migrations/017_error_reports.ts). Keep in step with the migration.
import type { ColumnType, Generated } from 'kysely';

/** One frame of a stored report's stack: the path of the script only (no origin, no query). */
export interface StoredFrame {
  function?: string;
  file?: string;
  line?: number;
  column?: number;
}

/** An event received by the error-report receiver, scrubbed of personal data. */
export interface ErrorReportsTable {
  id: string;
  received_at: Generated<Date>;
  level: string;
  message: string | null;
  exception_type: string | null;
  exception_value: string | null;
  frames: ColumnType<StoredFrame[], string, string>;
  tags: ColumnType<Record<string, string>, string, string>;
  correlation_id: string | null;
  url_path: string | null;
  release: string | null;
  environment: string | null;
  channel: string | null;
  sdk: string | null;
}

export interface ErrorReportTables {
  error_reports: ErrorReportsTable;
}
