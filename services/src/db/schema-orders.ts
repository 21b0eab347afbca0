// Kysely table types of the order world (migrations/008_orders.ts). Keep in step with the migration.
import type { ColumnType, Generated } from 'kysely';
import type { components } from '../../contracts/__generated__/order-api';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type RawOrderStatus = components['schemas']['RawOrderStatus'];
export type Address = components['schemas']['Address'];
export type VoucherDetails = components['schemas']['VoucherDetails'];

/** A photo as printed: kept with the order, so it still names the photo after a delete. */
export interface PrintedPhotoRef {
  imageId: string;
  localFileName: string;
  width: number;
  height: number;
}

export interface SuperOrdersTable {
  code: string;
  account_id: string;
  origin: 'Resnap' | 'Albelli';
  currency: string;
  delivery_type: 'PickupPoint' | 'Home';
  delivery_address: Json<Address>;
  /** The temporary selection a prints order was placed from (one order per selection). */
  temp_selection_id: string | null;
  created_at: Timestamp;
}

export interface OrdersTable {
  code: string;
  super_order_code: string;
  account_id: string;
  /** Order of the products in their super order. */
  position: number;
  article_name: string;
  article_type: string;
  title: string;
  quantity: number;
  status: RawOrderStatus;
  payment_changed_date: NullableTimestamp;
  created_at: Timestamp;
  /** Minor units. */
  price_amount: number;
  currency: string;
  voucher: string | null;
  voucher_details: ColumnType<VoucherDetails | null, string | null, string | null>;
  printed_photos: ColumnType<PrintedPhotoRef[], string | undefined, string>;
}

export interface ProductFilesTable {
  id: Generated<string>;
  product_code: string;
  purpose: string;
  file_name: string;
  created_at: Generated<Date>;
}

/** An online photo book: REQUESTED when asked for, READY once WIDGET_READY_MS have passed (computed on read). */
export interface WidgetsTable {
  product_code: string;
  /** Unguessable: the public view page is /widget-api/view/<token>. */
  token: string;
  requested_at: Timestamp;
}

export interface WidgetSharesTable {
  id: Generated<string>;
  product_code: string;
  vendor_id: string;
  from_name: string;
  personal_message: string | null;
  to_email: string;
  created_at: Generated<Date>;
}

/** A share e-mail sent (migration 020): counted by the share limits. */
export interface ShareMailsTable {
  id: Generated<string>;
  customer_id: string;
  /** The recipient's address, lower case. */
  recipient: string;
  sent_at: Generated<Date>;
}

export interface VoucherOffersTable {
  /** Upper case (lookups are case-insensitive). */
  code: string;
  title: string;
  discount_type: 'percentage' | 'amount' | 'giftCard';
  percentage: number | null;
  amount: number | null;
  currency: string | null;
  /** A `date` column: select it as `valid_until::text` (the drivers would answer a local-midnight Date). */
  valid_until: ColumnType<string, string, string>;
}

export interface BlockedOrdersTable {
  super_order_code: string;
  reason: string;
}

export interface BasketItem {
  articleName: string;
  title: string;
  quantity: number;
}

export interface BasketsTable {
  id: Generated<string>;
  account_id: string;
  super_order_code: string;
  items: Json<BasketItem[]>;
  created_at: Generated<Date>;
}

export interface OrderTables {
  super_orders: SuperOrdersTable;
  orders: OrdersTable;
  product_files: ProductFilesTable;
  widgets: WidgetsTable;
  widget_shares: WidgetSharesTable;
  share_mails: ShareMailsTable;
  voucher_offers: VoucherOffersTable;
  blocked_orders: BlockedOrdersTable;
  baskets: BasketsTable;
}
