// The order world as msw handlers over one state: the order service (super orders, delivery dates, reorder, blocked
// orders), the product, voucher and widget services. Every call is recorded (so a test counts the REST calls of a
// query); every answer is only ever the token owner's, as the real services do. Dates are relative to now.
import { http, HttpResponse } from 'msw';
import type { UpstreamOrder, UpstreamSuperOrder } from '../src/upstream/order';
import type { UpstreamWidget } from '../src/upstream/widget';
import { ORDER_API, PRODUCT_API, VOUCHER_API, WIDGET_API } from './helpers';

export const EMMA_ID = 'acc-emma';
export const LUCAS_ID = 'acc-lucas';
const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export interface Call { method: string; path: string; query: URLSearchParams }
export type Outage = 'orders' | 'deliveryDates' | 'reorder' | 'widgets';

export interface FakeOrderState {
  superOrders: UpstreamSuperOrder[];
  deliveryDates: Map<string, { earliest: string; latest: string }>;
  unavailableReorders: Set<string>;
  blocked: Set<string>;
  pdfs: Set<string>;
  offers: Map<string, string>;
  widgets: Map<string, UpstreamWidget>;
  down: Set<Outage>;
  calls: Call[];
  /** When set, the list answers at most this many super orders per page, whatever Limit asks. */
  pageCap?: number;
  /** When set, a widget shared this many times refuses the next share (429, the service's share limits). */
  shareLimit?: number;
}

const HOME = { firstName: 'Emma', lastName: 'Janssen', streetName: 'Keizersgracht', streetNumber: '1', postalCode: '1015 CJ', city: 'Amsterdam', countryCode: 'NL', company: null, addition: null, phone: null };
const TOO_LATE = new Set(['producing', 'approved', 'delayed', 'shipped', 'cancelled', 'rejected']);

export function product(superOrderCode: string, n: number, over: Partial<UpstreamOrder> = {}): UpstreamOrder {
  return {
    orderCode: `${superOrderCode}-${n}`, superOrderCode, articleName: 'CANVAS_40x30', articleType: 'walldecor', title: 'Canvas 40x30',
    quantity: 1, status: 'paymentSuccess', paymentChangedDate: null, createdAt: daysAgo(1), price: { amount: 2999, currency: 'EUR' },
    voucher: null, voucherDetails: null, printedPhotos: [], ...over,
  };
}

export function superOrder(code: string, createdDays: number, products: UpstreamOrder[], over: Partial<UpstreamSuperOrder> = {}): UpstreamSuperOrder {
  const createdAt = daysAgo(createdDays);
  const orders = products.map((p) => ({ ...p, superOrderCode: code, createdAt }));
  return {
    superOrderCode: code, accountId: EMMA_ID, origin: 'Resnap', status: orders[0]?.status ?? 'paymentSuccess', createdAt,
    orderCount: orders.length, orders, total: { amount: orders.reduce((n, p) => n + p.price.amount, 0), currency: 'EUR' },
    deliveryType: 'Home', deliveryAddress: HOME, addressChangeable: orders.every((p) => !TOO_LATE.has(p.status)), delayed: false, ...over,
  };
}

const widget = (p: UpstreamOrder, status: 'REQUESTED' | 'READY'): UpstreamWidget => ({
  productCode: p.orderCode, orderCode: p.superOrderCode, status, createdAt: daysAgo(1), shareCount: 0,
  viewUrl: status === 'READY' ? `http://widget.test/view/${p.orderCode}-token` : null,
});

/** Emma: 150 plain orders (12 in progress, 138 history) + the special ones below; Lucas: one photo-book order. */
export function seedOrders(state: FakeOrderState) {
  const plain = Array.from({ length: 150 }, (_, i) => {
    const code = `SO-${1000 + i}`;
    return superOrder(code, i < 12 ? i : 40 + i, [product(code, 1, { status: i < 12 ? 'paymentSuccess' : 'shipped' })]);
  });
  const book = superOrder('SO-BOOK', 2, [
    product('SO-BOOK', 1, { articleName: 'PHOTOBOOK_A4', articleType: 'photobook', title: 'Photo book A4' }),
    product('SO-BOOK', 2, { articleName: 'PAP_910', articleType: 'prints', title: 'Photo prints 10x15', quantity: 2, printedPhotos: [
      { imageId: '00000000-0000-4000-8000-000000000001', localFileName: 'a.jpg', thumbnailUrl: 'http://storage.test/a-300', width: 300, height: 200 },
      { imageId: '00000000-0000-4000-8000-000000000002', localFileName: 'b.jpg', thumbnailUrl: 'http://storage.test/b-300', width: 300, height: 200 },
    ] }),
    product('SO-BOOK', 3, { voucher: 'spring20', voucherDetails: { kind: 'discount' } }),
  ]);
  const blocked = superOrder('SO-BLOCKED', 5, [product('SO-BLOCKED', 1, { articleName: 'PHOTOBOOK_XL', articleType: 'photobook' })]);
  const lucas = superOrder('SO-LUCAS', 3, [product('SO-LUCAS', 1, { articleName: 'PHOTOBOOK_A4', articleType: 'photobook' })], { accountId: LUCAS_ID });
  state.superOrders = [
    ...plain, book, blocked, lucas,
    superOrder('SO-LATE', 4, [product('SO-LATE', 1, { status: 'delayed' })], { delayed: true }),
    superOrder('SO-PICKUP', 3, [product('SO-PICKUP', 1)], { deliveryType: 'PickupPoint' }),
    superOrder('SO-CANCELLED', 3, [product('SO-CANCELLED', 1, { status: 'cancelled' })]),
    superOrder('SO-SHIPPED-OLD', 20, [product('SO-SHIPPED-OLD', 1, { status: 'shipped', paymentChangedDate: daysAgo(20) })]),
    superOrder('SO-EVOUCHER', 1, [product('SO-EVOUCHER', 1, {
      articleName: 'EVOUCHER', articleType: 'voucher', status: 'paymentPending',
      voucherDetails: { kind: 'eVoucher', eVoucherCode: null, value: { amount: 2500, currency: 'EUR' }, provider: 'banktransfer' },
    })]),
  ];
  for (const o of state.superOrders) state.deliveryDates.set(o.superOrderCode, { earliest: '2026-04-02', latest: '2026-04-04' });
  state.unavailableReorders.add('SO-CANCELLED');
  state.blocked.add('SO-BLOCKED');
  state.pdfs.add('SO-BOOK-1');
  state.offers.set('SPRING20', '20% off photo books');
  for (const p of [book.orders[0]!, blocked.orders[0]!, lucas.orders[0]!]) state.widgets.set(p.orderCode, widget(p, 'READY'));
}

/** The `sub` of the request's bearer token (the fakes trust it: the gateway has checked the signature); null without one. */
export const ownerOf = (request: Request) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  try {
    return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
};
export const refusal = (status: number, message: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ message, ...extra }, { status });
const serverError = () => refusal(500, 'boom');
const list = (value: string | null) => (value ?? '').split(',').filter(Boolean);
const decode = (value: string | null) => Buffer.from(value ?? '', 'base64').toString('utf8');

export function createFakeOrderService() {
  const state: FakeOrderState = {
    superOrders: [], deliveryDates: new Map(), unavailableReorders: new Set(), blocked: new Set(), pdfs: new Set(),
    offers: new Map(), widgets: new Map(), down: new Set(), calls: [],
  };
  const reset = () => {
    Object.assign(state, { pageCap: undefined, shareLimit: undefined, deliveryDates: new Map(), unavailableReorders: new Set(), blocked: new Set(), pdfs: new Set(), offers: new Map(), widgets: new Map(), down: new Set(), calls: [] });
    seedOrders(state);
  };
  /** Records the call and answers who is asking (null without a token). */
  const seen = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push({ method: request.method, path: url.pathname, query: url.searchParams });
    return { url, owner: ownerOf(request) };
  };
  const mine = (owner: string | null) => state.superOrders.filter((o) => o.accountId === owner);
  const superOf = (owner: string | null, code: string) => mine(owner).find((o) => o.superOrderCode === code);
  const innerOf = (owner: string | null, code: string) => mine(owner).flatMap((o) => o.orders).find((p) => p.orderCode === code);

  const handlers = [
    http.get(`${ORDER_API}/v2/superorders/me`, ({ request }) => {
      const { url, owner } = seen(request);
      if (state.down.has('orders')) return serverError();
      const offset = Number(url.searchParams.get('Offset') ?? 0);
      const limit = Number(url.searchParams.get('Limit') ?? 100);
      if (limit > 100) return refusal(400, 'Limit is 1-100');
      const all = mine(owner).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const size = Math.min(limit, state.pageCap ?? limit);
      return HttpResponse.json({ items: all.slice(offset, offset + size), total: all.length, offset, limit: size });
    }),
    http.get(`${ORDER_API}/v1/superorders/:code`, ({ request, params }) => {
      const { owner } = seen(request);
      const found = superOf(owner, String(params.code));
      return found ? HttpResponse.json(found) : refusal(404, 'Order not found');
    }),
    http.put(`${ORDER_API}/v1/superorders/:code/deliveryAddress`, async ({ request, params }) => {
      const { owner } = seen(request);
      const found = superOf(owner, String(params.code));
      if (!found) return refusal(404, 'Order not found');
      const address = await request.json() as UpstreamSuperOrder['deliveryAddress'];
      const fieldErrors = [
        ...(/\d/.test(address.postalCode) ? [] : [{ field: 'postalCode', message: 'Postal Code must be valid' }]),
        ...(address.phone && !/^\+?[\d ]{6,}$/.test(address.phone) ? [{ field: 'phone', message: 'Phone number must be valid' }] : []),
      ];
      if (fieldErrors.length) return refusal(400, 'Invalid address', { code: 'INVALID_ADDRESS', fieldErrors });
      if (found.deliveryType !== 'Home') return refusal(409, 'Pick-up point order', { code: 'NOT_HOME_DELIVERY' });
      if (found.orders.some((p) => TOO_LATE.has(p.status))) return refusal(409, 'Too late', { code: 'TOO_LATE' });
      found.deliveryAddress = { ...address };
      return HttpResponse.json(found);
    }),
    http.get(`${ORDER_API}/v1/Orders/:code`, ({ request, params }) => {
      const { owner } = seen(request);
      const found = innerOf(owner, String(params.code));
      return found ? HttpResponse.json(found) : refusal(404, 'Order not found');
    }),
    // Issues the e-voucher of a paid voucher product on refresh (as the order service does); 404 for any other product.
    http.post(`${ORDER_API}/v1/Orders/:code/voucher/refresh`, ({ request, params }) => {
      const { owner } = seen(request);
      const found = innerOf(owner, String(params.code));
      if (!found || found.voucherDetails?.kind !== 'eVoucher') return refusal(404, 'No such voucher product.');
      if (found.status === 'paymentSuccess') found.voucherDetails = { ...found.voucherDetails, eVoucherCode: found.voucherDetails.eVoucherCode ?? 'GIFT-TEST-0001' };
      return HttpResponse.json(found);
    }),
    http.get(`${ORDER_API}/OrderDeliveryDates/:orderId`, ({ request, params }) => {
      const { owner } = seen(request);
      if (state.down.has('deliveryDates')) return serverError();
      const code = String(params.orderId);
      const dates = superOf(owner, code) ? state.deliveryDates.get(code) : undefined;
      return dates ? HttpResponse.json({ orderId: code, ...dates }) : refusal(404, 'No delivery dates known');
    }),
    http.get(`${ORDER_API}/reorder/status/:orderId`, ({ request, params }) => {
      const { owner } = seen(request);
      if (state.down.has('reorder')) return serverError();
      const code = String(params.orderId);
      if (!superOf(owner, code)) return refusal(404, 'Order not found');
      const unavailable = state.unavailableReorders.has(code);
      return HttpResponse.json({ orderId: code, available: !unavailable, reason: unavailable ? 'CANCELLED' : null });
    }),
    http.post(`${ORDER_API}/reorder/direct`, ({ request }) => {
      const { url, owner } = seen(request);
      const code = url.searchParams.get('OrderCode') ?? '';
      if (!superOf(owner, code)) return refusal(404, 'Order not found');
      if (state.unavailableReorders.has(code)) return refusal(409, 'Cannot be reordered', { code: 'REORDER_UNAVAILABLE' });
      return HttpResponse.json({ ShopUrl: `http://shop.test/basket/${code}` });
    }),
    http.get(`${ORDER_API}/v1/blockedorders/:id`, ({ request, params }) => {
      const { owner } = seen(request);
      const code = String(params.id);
      return superOf(owner, code) ? HttpResponse.json({ orderCode: code, blocked: state.blocked.has(code), reason: null }) : refusal(404, 'Order not found');
    }),
    http.get(`${PRODUCT_API}/v1/Products/:code`, ({ request, params }) => {
      const { owner } = seen(request);
      const code = String(params.code);
      if (!innerOf(owner, code)) return refusal(404, 'No such product');
      return HttpResponse.json({
        code, files: state.pdfs.has(code) ? [{ id: `${code}-pdf`, purpose: 'product.pdf', fileName: `photobook-${code}.pdf`, url: `http://product.test/files/${code}.pdf?sig=x` }] : [],
      });
    }),
    http.get(`${VOUCHER_API}/api/v1/campaigns/offers/:code`, ({ request, params }) => {
      seen(request);
      const code = String(params.code).toUpperCase();
      const title = state.offers.get(code);
      return title ? HttpResponse.json({ code, title, discountType: 'percentage', percentage: 20, validUntil: '2027-01-01' }) : refusal(404, 'Voucher not found');
    }),
    http.get(`${WIDGET_API}/v1/widget/all`, ({ request }) => {
      const { url, owner } = seen(request);
      if (state.down.has('widgets')) return serverError();
      const codes = new Set(list(url.searchParams.get('orderCodes')).filter((code) => superOf(owner, code)));
      return HttpResponse.json({ items: [...state.widgets.values()].filter((w) => codes.has(w.orderCode)) });
    }),
    http.post(`${WIDGET_API}/v1/widget/:code`, ({ request, params }) => {
      const { owner } = seen(request);
      const p = innerOf(owner, String(params.code));
      if (!p || !p.articleType.includes('photobook')) return refusal(404, 'No photo book');
      const existing = state.widgets.get(p.orderCode) ?? widget(p, 'REQUESTED');
      state.widgets.set(p.orderCode, existing);
      return HttpResponse.json(existing, { status: 201 });
    }),
    http.put(`${WIDGET_API}/v1/widget/:code/share`, ({ request, params }) => {
      const { url, owner } = seen(request);
      const p = innerOf(owner, String(params.code));
      const w = p && state.widgets.get(p.orderCode);
      if (!w) return refusal(401, 'No widget');
      const q = url.searchParams;
      const fieldErrors = [
        ...(decode(q.get('toEmailAddress')).includes('@') ? [] : [{ field: 'toEmailAddress', message: 'Please enter a valid e-mail address' }]),
        ...(decode(q.get('fromName')).trim() ? [] : [{ field: 'fromName', message: 'Please enter your name' }]),
      ];
      if (fieldErrors.length) return refusal(400, 'Invalid share', { fieldErrors });
      if (state.blocked.has(w.orderCode)) return refusal(409, 'Blocked', { code: 'BLOCKED' });
      if (w.status !== 'READY') return refusal(409, 'Not ready', { code: 'NOT_READY' });
      if (w.shareCount >= (state.shareLimit ?? Infinity)) return refusal(429, 'Too many shares', { code: 'TOO_MANY_REQUESTS' });
      w.shareCount += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { state, handlers, reset };
}
