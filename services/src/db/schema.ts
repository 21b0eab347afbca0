// Kysely table types. Keep in step with src/db/migrations.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CustomersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  /** Authentication method reference written into tokens: 'pwd' (consumer) or 'b2b' (business). */
  amr: 'pwd' | 'b2b';
  account_deleted: Generated<boolean>;
  changed: Generated<boolean>;
  business_account_status: 'Default' | 'New' | 'Blocked' | 'Active' | null;
  callback_url: string | null;
  callback_format: string | null;
  created_at: Generated<Date>;
}

export interface AddressesTable {
  id: Generated<string>;
  customer_id: string;
  name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country_code: string;
  phone: string | null;
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
  blob_key: string | null;
}

export interface AlbumsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlbumPhotosTable {
  album_id: string;
  photo_id: string;
  added_at: Timestamp;
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

export interface Database {
  customers: CustomersTable;
  addresses: AddressesTable;
  photos: PhotosTable;
  albums: AlbumsTable;
  album_photos: AlbumPhotosTable;
  oidc_payloads: OidcPayloadsTable;
}
