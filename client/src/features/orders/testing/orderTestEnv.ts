// Test-only: the orders screens against a real Relay environment whose answers come from a fake customer's orders.
import type { OperationDescriptor, Variables } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { renderApp } from '../../../test/renderApp';
import { mockData, type Handler } from '../../../test/relay';

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
  onlineVersion?: { state: 'NOT_REQUESTED' | 'REQUESTED' | 'READY'; url: string | null; isBlocked: boolean; shareCount: number } | null;
  pdf?: { url: string; fileName: string } | null;
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

export interface FakeOrders {
  orders: FakeOrder[];
  /** Groups whose connection is null (the order service could not answer). */
  unavailable?: Array<'IN_PROGRESS' | 'HISTORY'>;
  /** Operation names that fail. */
  failing?: string[];
  /** Extra handlers by operation name (mutations). */
  handlers?: Record<string, Handler>;
}

export const ADDRESS = {
  firstName: 'Emma',
  lastName: 'Janssen',
  company: null,
  streetName: 'High Street',
  streetNumber: '12',
  addition: null,
  postalCode: 'SW1A 1AA',
  city: 'London',
  countryCode: 'GB',
  phone: null,
};

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
    })),
    onlineVersion: p.onlineVersion ?? (p.kind === 'PHOTO_BOOK' ? { state: 'NOT_REQUESTED', url: null, isBlocked: false, shareCount: 0 } : null),
    pdf: p.pdf ?? null,
  };
}

/** An order as the gateway answers it. */
export function orderNode(o: FakeOrder, address: typeof ADDRESS = ADDRESS) {
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

/** Resolvers answering the orders queries from the fake orders (connections honour `group`, `first` and `after`). */
export function ordersResolvers(fake: FakeOrders): MockResolvers {
  return {
    Viewer: () => ({ id: 'Vmlld2VyOjE', accountDeleted: false, isBusiness: false, businessAccountStatus: null }),
    OrderConnection: (ctx) => {
      const args = ((ctx as { args?: Record<string, unknown> | null }).args ?? {}) as { group: FakeOrder['group']; first?: number; after?: string };
      const all = fake.orders.filter((o) => o.group === args.group);
      const start = args.after ? Number(args.after) : 0;
      const end = Math.min(all.length, start + Number(args.first ?? 10));
      return {
        totalCount: all.length,
        edges: all.slice(start, end).map((o, i) => ({ cursor: String(start + i + 1), node: orderNode(o) })),
        pageInfo: { hasNextPage: end < all.length, endCursor: String(end), hasPreviousPage: false, startCursor: String(start) },
      };
    },
  };
}

/** The details query: the order of that code, or null (unknown, or another customer's). */
function detailsHandler(fake: FakeOrders): Handler {
  return (variables: Variables, operation: OperationDescriptor) => {
    const found = fake.orders.find((o) => o.code === variables.code);
    return mockData(operation, {
      ...ordersResolvers(fake),
      Viewer: () => ({ id: 'Vmlld2VyOjE', order: found ? orderNode(found) : null }),
    });
  };
}

/**
 * The orders page query; a section the service could not answer is null (a resolver's null would be mocked over).
 */
function listHandler(fake: FakeOrders): Handler {
  return (_variables: Variables, operation: OperationDescriptor) => {
    const data = mockData(operation, ordersResolvers(fake)) as { viewer: Record<string, unknown> };
    if (fake.unavailable?.includes('IN_PROGRESS')) data.viewer.inProgress = null;
    if (fake.unavailable?.includes('HISTORY')) data.viewer.history = null;
    return data;
  };
}

/** Renders the app at `path` with the fake orders; returns the router, the recorded calls and a user. */
export function renderOrders(path: string, fake: FakeOrders) {
  const handlers: Record<string, Handler> = {
    OrdersPageQuery: listHandler(fake),
    OrderDetailsPageQuery: detailsHandler(fake),
    ...fake.handlers,
  };
  for (const name of fake.failing ?? []) handlers[name] = () => new Error(`${name} failed`);
  return renderApp(path, { world: { resolvers: ordersResolvers(fake), handlers } });
}

export { mockData };
