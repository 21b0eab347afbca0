import { sql, type Kysely } from 'kysely';

/**
 * The retailer's order world (contracts/order-api.yaml and friends). A super order (what the customer checked out
 * once) holds its inner orders (one per product; the product code is the inner order code). Widgets (online photo
 * books) and product files are keyed by product code; shares of a widget are kept. Voucher offers are the campaign
 * catalogue; blocked orders the blocked-orders lookup; baskets the shop baskets a direct reorder fills.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('super_orders')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('Resnap', 'Albelli')`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull().check(sql`delivery_type in ('PickupPoint', 'Home')`))
    .addColumn('delivery_address', 'jsonb', (c) => c.notNull())
    // The temporary selection a prints order was placed from: one order per selection.
    .addColumn('temp_selection_id', 'uuid', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Codes of orders placed at run time (the demo orders use 7xxxxxxx).
  await sql`create sequence super_order_code_seq start with 80000001`.execute(db);
  await db.schema.createIndex('super_orders_account_created').on('super_orders')
    .columns(['account_id', 'created_at', 'code']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('super_order_code', 'text', (c) => c.notNull().references('super_orders.code').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_name', 'text', (c) => c.notNull())
    .addColumn('article_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paymentPending', 'paymentFailed', 'paymentSuccess',
      'paymentFree', 'verification failed', 'processing', 'processing failed', 'approved', 'rejected', 'on_hold', 'producing',
      'delayed', 'shipped', 'cancelled')`))
    .addColumn('payment_changed_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('price_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('voucher', 'text')
    .addColumn('voucher_details', 'jsonb')
    // [{imageId, localFileName, width, height}] as printed (the photo may be deleted since).
    .addColumn('printed_photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex('orders_super_order').on('orders').columns(['super_order_code', 'position']).execute();
  await db.schema.createIndex('orders_account_created').on('orders').columns(['account_id', 'created_at', 'code']).execute();

  await db.schema
    .createTable('product_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('product_code', 'text', (c) => c.notNull().references('orders.code').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('product_files_product').on('product_files').column('product_code').execute();

  await db.schema
    .createTable('widgets')
    .addColumn('product_code', 'text', (c) => c.primaryKey().references('orders.code').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('widget_shares')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('product_code', 'text', (c) => c.notNull().references('widgets.product_code').onDelete('cascade'))
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('personal_message', 'text')
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('widget_shares_product').on('widget_shares').column('product_code').execute();

  await db.schema
    .createTable('voucher_offers')
    .addColumn('code', 'text', (c) => c.primaryKey()) // upper case
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('percentage', 'amount', 'giftCard')`))
    .addColumn('percentage', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blocked_orders')
    .addColumn('super_order_code', 'text', (c) => c.primaryKey().references('super_orders.code').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('baskets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('super_order_code', 'text', (c) => c.notNull().references('super_orders.code').onDelete('cascade'))
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['baskets', 'blocked_orders', 'voucher_offers', 'widget_shares', 'widgets', 'product_files', 'orders', 'super_orders']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence super_order_code_seq`.execute(db);
}
