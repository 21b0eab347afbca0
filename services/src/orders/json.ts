// Rows → the order service's JSON (contracts/order-api.yaml): inner orders with their printed photos (signed 300 px
// thumbnails of photos still in the library, a placeholder otherwise) and super orders with their derived fields.
import type { Selectable } from 'kysely';
import type { components } from '../../contracts/__generated__/order-api';
import type { OrdersTable, SuperOrdersTable } from '../db/schema-orders';
import { blobUrl, type PhotoRow } from '../library/photo-json';
import { placeholderUrl, type OrderDeps } from './deps';
import { superStatus, tooLateForAddressChange, deliversNothing } from './status';

export type Order = components['schemas']['Order'];
export type SuperOrder = components['schemas']['SuperOrder'];
export type OrderRow = Selectable<OrdersTable>;
export type SuperOrderRow = Selectable<SuperOrdersTable>;
export type PhotosById = Map<string, PhotoRow>;

export function orderJson(deps: Pick<OrderDeps, 'signer' | 'baseUrl'>, row: OrderRow, photos: PhotosById): Order {
  return {
    orderCode: row.code,
    superOrderCode: row.super_order_code,
    articleName: row.article_name,
    articleType: row.article_type,
    title: row.title,
    quantity: row.quantity,
    status: row.status,
    paymentChangedDate: row.payment_changed_date?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    price: { amount: row.price_amount, currency: row.currency },
    voucher: row.voucher,
    voucherDetails: row.voucher_details,
    printedPhotos: row.printed_photos.map((p) => {
      const photo = photos.get(p.imageId);
      const thumb = photo?.renditions.find((r) => r.id === '300');
      return photo && thumb
        ? { imageId: p.imageId, localFileName: photo.local_file_name, thumbnailUrl: blobUrl(deps, photo.user_id, `p.${photo.id}.300`), width: thumb.width, height: thumb.height }
        : { imageId: p.imageId, localFileName: p.localFileName, thumbnailUrl: placeholderUrl(deps.baseUrl), width: 300, height: 300 };
    }),
  };
}

export function superOrderJson(deps: Pick<OrderDeps, 'signer' | 'baseUrl'>, row: SuperOrderRow, inner: OrderRow[], photos: PhotosById): SuperOrder {
  const statuses = inner.map((o) => o.status);
  return {
    superOrderCode: row.code,
    accountId: row.account_id,
    origin: row.origin,
    status: superStatus(statuses),
    createdAt: row.created_at.toISOString(),
    orderCount: inner.length,
    orders: inner.map((o) => orderJson(deps, o, photos)),
    total: { amount: inner.reduce((sum, o) => sum + o.price_amount, 0), currency: row.currency },
    deliveryType: row.delivery_type,
    deliveryAddress: row.delivery_address,
    addressChangeable: row.delivery_type === 'Home' && !tooLateForAddressChange(statuses) &&
      !deliversNothing(inner.map((o) => o.article_type)),
    delayed: statuses.includes('delayed'),
  };
}
