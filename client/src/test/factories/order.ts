// Orders and their products as the gateway answers them, and the world answering the orders screens from them.
import { nullViewerFields, type Handler, type Overrides, type World } from '../relay';
import { DELIVERY_ADDRESS } from './address';
import { pagesOf } from './connection';
import { viewerNode } from './viewer';

export type FakeStatus = 'AWAITING_PAYMENT' | 'ORDERED' | 'IN_PRODUCTION' | 'SENT' | 'CANCELLED';

export interface FakeProduct {
  code: string;
  title: string;
  kind: 'PRINTS' | 'PHOTO_BOOK' | 'VOUCHER' | 'OTHER';
  quantity: number;
  status: FakeStatus;
  isDelayed?: boolean;
  price: number;
  voucher?: { code: string; title: string | null } | null;
  eVoucher?: { state: 'AWAITING_PAYMENT' | 'ISSUED' | 'CANCELLED'; code: string | null; slowPaymentProvider: boolean } | null;
  printedPhotos?: number;
  /** How many of the last printed photos have been deleted from the library since (their `photo` is null). */
  deletedPrintedPhotos?: number;
  onlineVersion?: { state: 'NOT_REQUESTED' | 'REQUESTED' | 'READY'; url: string | null; isBlocked: boolean; shareCount: number } | null;
  pdf?: { url: string; fileName: string } | null;
  cutOff?: { orderBefore: string; deliveryBy: string; campaign: string | null } | null;
}

export interface FakeOrder {
  code: string;
  group: 'IN_PROGRESS' | 'HISTORY';
  status: FakeStatus;
  isDelayed?: boolean;
  createdAt: string;
  total: number;
  currency?: string;
  products?: FakeProduct[];
  deliveryType?: 'HOME' | 'PICKUP_POINT';
  canChangeDeliveryAddress?: boolean;
  canReorder?: boolean;
  deliveryDates?: { earliest: string; latest: string } | null;
}

export const order = (n: number, extra: Partial<FakeOrder> = {}): FakeOrder => ({
  code: `RS${100000 + n}`,
  group: 'HISTORY',
  status: 'SENT',
  createdAt: '2026-03-05T10:00:00Z',
  total: 2499 + n,
  ...extra,
});

export const product = (code: string, extra: Partial<FakeProduct> = {}): FakeProduct => ({
  code,
  title: 'Photo prints 10x15',
  kind: 'PRINTS',
  quantity: 5,
  status: 'SENT',
  price: 1299,
  ...extra,
});

const orderId = (code: string) => `T3JkZXI6${code}`;
export const productId = (code: string) => `T3JkZXJQcm9kdWN0OjE${code}`;
const tone = (status: FakeStatus) => (status === 'CANCELLED' ? 'CRITICAL' : 'INFO');

function productNode(p: FakeProduct, currency: string) {
  return {
    __typename: 'OrderProduct',
    id: productId(p.code),
    code: p.code,
    title: p.title,
    articleName: p.kind === 'PRINTS' ? 'PAP_910' : 'OTHER',
    kind: p.kind,
    quantity: p.quantity,
    status: p.status,
    rawStatus: 'x',
    statusTone: tone(p.status),
    isDelayed: p.isDelayed ?? false,
    price: { amountInMinorUnits: p.price, currency },
    voucher: p.voucher ?? null,
    eVoucher: p.eVoucher ? { ...p.eVoucher, value: { amountInMinorUnits: 2500, currency } } : null,
    printedPhotos: Array.from({ length: p.printedPhotos ?? 0 }, (_, i) => ({
      imageId: `img-${i + 1}`,
      fileName: `IMG_${1000 + i}.jpg`,
      thumbnailUrl: `https://img.test/printed/${i + 1}.jpg`,
      width: 300,
      height: 200,
      photo: i >= (p.printedPhotos ?? 0) - (p.deletedPrintedPhotos ?? 0) ? null : { __typename: 'Photo', id: `photo-${i + 1}` },
    })),
    onlineVersion: p.onlineVersion ?? (p.kind === 'PHOTO_BOOK' ? { state: 'NOT_REQUESTED', url: null, isBlocked: false, shareCount: 0 } : null),
    pdf: p.pdf ?? null,
    cutOff: p.cutOff ?? null,
  };
}

/** An order as the gateway answers it. */
export function orderNode(o: FakeOrder, address = DELIVERY_ADDRESS) {
  const currency = o.currency ?? 'GBP';
  const products = o.products ?? [product(`${o.code}-1`, { status: o.status })];
  return {
    __typename: 'Order',
    id: orderId(o.code),
    code: o.code,
    origin: 'RESNAP',
    createdAt: o.createdAt,
    status: o.status,
    rawStatus: 'x',
    statusTone: tone(o.status),
    isDelayed: o.isDelayed ?? false,
    group: o.group,
    productCount: products.length,
    products: products.map((p) => productNode(p, currency)),
    total: { amountInMinorUnits: o.total, currency },
    deliveryType: o.deliveryType ?? 'HOME',
    deliveryAddress: address,
    canChangeDeliveryAddress: o.canChangeDeliveryAddress ?? false,
    deliveryDates: o.deliveryDates === undefined ? { earliest: '2026-03-10', latest: '2026-03-12' } : o.deliveryDates,
    canReorder: o.canReorder ?? false,
  };
}

export interface FakeOrders extends Overrides {
  orders: FakeOrder[];
  /** Groups whose connection is null (the order service could not answer). */
  unavailable?: Array<'IN_PROGRESS' | 'HISTORY'>;
}

/**
 * The customer's orders (connections honour `group`, `first` and `after`); the details page finds the order of its
 * code (null when unknown, or another customer's); a section the service could not answer is null.
 */
export function ordersWorld(fake: FakeOrders): World {
  const list = nullViewerFields((fake.unavailable ?? []).map((group) => (group === 'IN_PROGRESS' ? 'inProgress' : 'history')));
  const details: Handler = (variables, _operation, generate) => {
    const found = fake.orders.find((o) => o.code === variables.code);
    return generate({ Viewer: () => viewerNode({ order: found ? orderNode(found) : null }) });
  };
  return {
    resolvers: {
      Viewer: () => viewerNode(),
      OrderConnection: pagesOf(({ group }) => fake.orders.filter((o) => o.group === group), (o) => orderNode(o)),
    },
    handlers: { OrdersPageQuery: list, OrderDetailsPageQuery: details, ...fake.handlers },
    failing: fake.failing,
  };
}
