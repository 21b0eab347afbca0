// Kysely table types of saved projects and gallery entries (migrations/012_projects.ts, 013_gallery_entries.ts).
// Keep in step with the migrations.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A product started in the editor and not ordered yet. */
export interface ProjectsTable {
  /** `PRJ-000123` (sequence). */
  id: Generated<string>;
  account_id: string;
  name: string;
  product_name: string;
  article_type: string;
  /** Blob-store asset holding `preview.jpg`; null when the project has no preview. */
  preview_hash: string | null;
  last_edited_at: Timestamp;
  created_at: Generated<Date>;
}

/** A widget (online photo book) listed in a channel's public gallery; categories are codes (orders/gallery.ts). */
export interface GalleryEntriesTable {
  product_code: string;
  channel: string;
  categories: ColumnType<string[], string, string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** Demo parts seeded once (e.g. `projects:<account id>`). */
export interface DemoSeedsTable {
  name: string;
  seeded_at: Generated<Date>;
}

export interface ProjectTables {
  projects: ProjectsTable;
  gallery_entries: GalleryEntriesTable;
  demo_seeds: DemoSeedsTable;
}
