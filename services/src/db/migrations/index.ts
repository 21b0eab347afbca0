// In-code migration provider: add each new migration file here, in order (NNN_name).
import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_customers';
import * as m002 from './002_ftp_integration';
import * as m003 from './003_photos_albums';
import * as m004 from './004_oidc_payloads';
import * as m005 from './005_photo_library';
import * as m006 from './006_albums_sharing';
import * as m007 from './007_downloads';
import * as m008 from './008_orders';
import * as m009 from './009_settings';
import * as m010 from './010_anonymous_uploads';
import * as m011 from './011_company_details';
import * as m012 from './012_projects';
import * as m013 from './013_gallery_entries';
import * as m014 from './014_merchandise';
import * as m015 from './015_support_chat';
import * as m016 from './016_feedback_experiments';
import * as m017 from './017_error_reports';
import * as m018 from './018_customer_identities';
import * as m019 from './019_analytics_events';
import * as m020 from './020_share_mails';
import * as m021 from './021_archive_streams';

const migrations: Record<string, Migration> = {
  '001_customers': m001,
  '002_ftp_integration': m002,
  '003_photos_albums': m003,
  '004_oidc_payloads': m004,
  '005_photo_library': m005,
  '006_albums_sharing': m006,
  '007_downloads': m007,
  '008_orders': m008,
  '009_settings': m009,
  '010_anonymous_uploads': m010,
  '011_company_details': m011,
  '012_projects': m012,
  '013_gallery_entries': m013,
  '014_merchandise': m014,
  '015_support_chat': m015,
  '016_feedback_experiments': m016,
  '017_error_reports': m017,
  '018_customer_identities': m018,
  '019_analytics_events': m019,
  '020_share_mails': m020,
  '021_archive_streams': m021,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
