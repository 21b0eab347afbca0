// Kysely table types. Keep in step with src/db/migrations.
import type { ColumnType, Generated } from 'kysely';
import type { MerchandiseTables } from './schema-merchandise';
import type { ErrorReportTables } from './schema-error-reports';
import type { OrderTables } from './schema-orders';
import type { FeedbackTables } from './schema-feedback';
import type { ProjectTables } from './schema-projects';
import type { PaymentMethodType, SettingsTables } from './schema-settings';
import type { SupportChatTables } from './schema-support-chat';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CustomersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  /** VAT number of a business customer's company, normalised (migrations/011_company_details.ts). */
  vat_number: string | null;
  /** Authentication method reference written into tokens: 'pwd' (consumer) or 'b2b' (business). */
  amr: 'pwd' | 'b2b';
  account_deleted: Generated<boolean>;
  changed: Generated<boolean>;
  business_account_status: 'Default' | 'New' | 'Blocked' | 'Active' | null;
  callback_url: string | null;
  callback_format: string | null;
  created_at: Generated<Date>;
  library_status: Generated<LibraryStatus>;
  import_started: Generated<boolean>;
  /** The preferred payment method (null until chosen). */
  payment_method: PaymentMethodType | null;
  /** Cookie consent code: analytics then marketing, '1' = yes. */
  cookie_consent: Generated<'00' | '01' | '10' | '11'>;
}

/** An address of the customer's address book (the order address shape); one is the default while any exist. */
export interface AddressesTable {
  id: Generated<string>;
  customer_id: string;
  first_name: string;
  last_name: string;
  company: string | null;
  street_name: string;
  street_number: string;
  addition: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  phone: string | null;
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PhotosTable {
  id: Generated<string>;
  user_id: string;
  upload_id: string;
  local_file_name: string;
  date_taken: NullableTimestamp;
  created_at: Timestamp;
  upload_end: Timestamp;
  width: number;
  height: number;
  /** sha256 of the original bytes: the blob-store asset holding the original and its renditions. */
  content_hash: string;
  content_type: ContentType;
  renditions: ColumnType<Rendition[], string, string>;
}

export type ContentType = 'image/heic' | 'image/jpeg' | 'image/png';

/** One derived image of an asset: 'display' (full-size JPEG) or a thumbnail '300' | '800' | '1300'. */
export interface Rendition {
  id: 'display' | '300' | '800' | '1300';
  /** File inside the asset ('original' when the original itself serves, e.g. an upright JPEG). */
  file: string;
  width: number;
  height: number;
}

export type LibraryStatus = 'ACTIVE' | 'NOT_ACTIVE' | 'IMPORTING' | 'DELETING';
export type UploadStatus = 'PENDING' | 'READY' | 'DUPLICATE' | 'REJECTED' | 'REGISTERED';

export interface UploadsTable {
  id: Generated<string>;
  user_id: string;
  file_name: string;
  declared_size: ColumnType<string, number, number>;
  status: ColumnType<UploadStatus, UploadStatus | undefined, UploadStatus>;
  reason: string | null;
  duplicate_of_photo_id: string | null;
  content_type: ContentType | null;
  content_hash: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  date_taken: NullableTimestamp;
  /** null until processed (legacy uploads get their renditions when the library is activated). */
  renditions: ColumnType<Rendition[] | null, string | null, string | null>;
  photo_id: string | null;
  created_at: Generated<Date>;
  upload_end: NullableTimestamp;
}

/** An upload made before sign-in (migrations/010_anonymous_uploads.ts). */
export interface AnonymousUploadsTable {
  id: Generated<string>;
  file_name: string;
  status: ColumnType<UploadStatus, UploadStatus | undefined, UploadStatus>;
  reason: string | null;
  content_type: ContentType | null;
  date_taken: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface AlbumsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A legacy shared album: read-only for everyone, visible to its participants. */
  is_shared: Generated<boolean>;
}

export interface AlbumParticipantsTable {
  album_id: string;
  customer_id: string;
  added_at: Timestamp;
}

/** Photo ids chosen for the prints editor; only the creator may read it, until expires_at. */
export interface TempSelectionsTable {
  id: Generated<string>;
  user_id: string;
  photo_ids: ColumnType<string[], string, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AlbumPhotosTable {
  album_id: string;
  photo_id: string;
  added_at: Timestamp;
}

export type DownloadStatus = 'PENDING' | 'IN_PROGRESS' | 'FINISHED' | 'FAILED';

/** One photo of a download, in archive order; `ownerId` differs from the download's user in a shared album. */
export interface DownloadPhoto {
  photoId: string;
  ownerId: string;
}

/** One entry of a download's zip (migrations/021_archive_streams.ts), in archive order. */
export interface ManifestEntry {
  photoId: string;
  ownerId: string;
  /** The photo's blob when the manifest was fixed (its original is the entry's bytes). */
  contentHash: string;
  /** Unique file name inside the zip (archive/names.ts). */
  name: string;
  size: number;
  /** CRC-32 of the original, unsigned. */
  crc32: number;
  /** Modification time recorded in the zip, ISO 8601. */
  mtime: string;
}

/** CRC-32 and size of an original, keyed by its blob (migrations/021_archive_streams.ts). */
export interface OriginalChecksumsTable {
  content_hash: string;
  /** Bytes (bigint: the driver answers a string). */
  size: ColumnType<string, number, number>;
  /** Unsigned CRC-32 (bigint: the driver answers a string). */
  crc32: ColumnType<string, number, number>;
  created_at: Generated<Date>;
}

/**
 * A zip archive of 1-100 photos. "Building" it fixes its manifest (FINISHED); its bytes are computed from the
 * manifest and the originals on each request (archive/zipLayout.ts), never stored.
 */
export interface DownloadsTable {
  id: Generated<string>;
  user_id: string;
  name: string | null;
  /** The shared album of a shared-album download, else null. */
  album_id: string | null;
  photos: ColumnType<DownloadPhoto[], string, string>;
  photos_count: number;
  done_count: Generated<number>;
  status: ColumnType<DownloadStatus, DownloadStatus | undefined, DownloadStatus>;
  /** Bytes of the finished archive (bigint: the driver answers a string). */
  size: ColumnType<string | null, number | null | undefined, number | null>;
  /** The zip's entries, fixed once FINISHED; null before (and for downloads finished by an earlier version). */
  manifest: ColumnType<ManifestEntry[] | null, string | null | undefined, string | null>;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A sign-in identity at a provider other than the retailer's own account (migrations/018_customer_identities.ts). */
export interface CustomerIdentitiesTable {
  idp_type: string;
  /** The customer's subject at that provider (also the `idp_sub` of their tokens: `[A-Za-z0-9_-]{1,100}`). */
  idp_sub: string;
  customer_id: string;
  created_at: Generated<Date>;
}

export interface Database extends OrderTables, SettingsTables, ProjectTables, MerchandiseTables, FeedbackTables, SupportChatTables, ErrorReportTables {
  customer_identities: CustomerIdentitiesTable;
  customers: CustomersTable;
  addresses: AddressesTable;
  photos: PhotosTable;
  albums: AlbumsTable;
  album_photos: AlbumPhotosTable;
  album_participants: AlbumParticipantsTable;
  temp_selections: TempSelectionsTable;
  oidc_payloads: OidcPayloadsTable;
  uploads: UploadsTable;
  anonymous_uploads: AnonymousUploadsTable;
  downloads: DownloadsTable;
  original_checksums: OriginalChecksumsTable;
}
