// Orders page (the demo consumer's 250 orders): gateway vs direct REST throughput for the client's OrdersPageQuery (both
// sections, first 10 each), and the REST calls each orders query makes: the same whatever `first` is, since every
// super order is read once per request (batches of 100), the sections are grouped and paged in the gateway, and the
// delivery window of each order on the page is one call (spec §7: GET /OrderDeliveryDates/{orderId}, 404 = none).
import type { Target } from './load';
import { COUNTED_PORT, PORT, SERVICES_PORT, type Stack } from './stack';
import type { Row } from './table';
import { compareThroughput, type Run } from './throughput';

/** The orders page asks for 10 per section (client/src/features/orders). */
export const ORDERS_PAGE = 10;
/** The order service's batch (spec §9: orders are fetched in batches of 100). */
const BATCH = 100;
/** Orders pages aggregate several REST calls and group them: a lower bar than one-call pages. */
export const ORDERS_RATIO_TARGET = 0.7;

export interface OrdersBenchOptions {
  token: string;
  stack: Stack;
  documentId: (name: string) => string;
  run: Run;
  /** Pairs of throughput runs (direct, gateway). */
  rounds: number;
}

interface Section { totalCount: number; edges: unknown[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }
interface OrdersData { viewer: { id: string; inProgress: Section; history: Section } }

const superOrdersUrl = (offset: number) =>
  `http://127.0.0.1:${SERVICES_PORT}/order-api/v2/superorders/me?Offset=${offset}&Limit=${BATCH}&OrderState=notExpired`;
const deliveryDatesUrl = (code: string) => `http://127.0.0.1:${SERVICES_PORT}/order-api/OrderDeliveryDates/${code}`;

/**
 * What the gateway asks the order service for one orders page: the first batch, then the rest and the delivery window
 * of each order of the page (both sections: 2 × ORDERS_PAGE calls), all at once.
 */
export function ordersDirectTarget(token: string): Target {
  const get = (url: string): Target => ({
    method: 'GET', headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' }, url, check: (b) => Array.isArray(JSON.parse(b).items),
  });
  return {
    ...get(superOrdersUrl(0)),
    check: (b) => JSON.parse(b).items.length === BATCH,
    then: (b) => {
      const { total, items } = JSON.parse(b) as { total: number; items: Array<{ superOrderCode: string }> };
      const batches = Array.from({ length: Math.max(0, Math.ceil(total / BATCH) - 1) }, (_, i) => get(superOrdersUrl((i + 1) * BATCH)));
      const windows = items.slice(0, 2 * ORDERS_PAGE).map((order): Target => ({
        ...get(deliveryDatesUrl(order.superOrderCode)), statuses: [200, 404], check: () => true,
      }));
      return [...batches, ...windows];
    },
  };
}

export async function benchOrders({ token, stack, documentId, run, rounds }: OrdersBenchOptions): Promise<Row[]> {
  const auth = { authorization: `Bearer ${token}` };
  const pageQuery = (first: number) => JSON.stringify({ documentId: documentId('OrdersPageQuery'), variables: { first } });
  const gateway: Target = {
    method: 'POST', url: `http://127.0.0.1:${PORT}/graphql`, headers: { ...auth, 'content-type': 'application/json' },
    body: pageQuery(ORDERS_PAGE),
    check: (b) => !b.includes('"errors"') && (JSON.parse(b) as { data: OrdersData }).data.viewer.history.edges.length === ORDERS_PAGE,
  };
  const rest = ordersDirectTarget(token);
  const total = (await (await fetch(superOrdersUrl(0), { headers: auth })).json() as { total: number }).total;
  const throughput = await compareThroughput({
    label: `orders page (${total} orders, ${ORDERS_PAGE} per section)`, direct: rest, gateway, run, rounds, target: ORDERS_RATIO_TARGET,
  });

  const counted = async (tag: string, body: string) => {
    const res = await fetch(`http://127.0.0.1:${COUNTED_PORT}/graphql`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'x-correlation-id': tag }, body,
    });
    const json = await res.json() as { errors?: unknown; data: OrdersData };
    if (json.errors) throw new Error(`${tag}: ${JSON.stringify(json.errors)}`);
    return json.data;
  };
  const first = await counted('bench-orders-10', pageQuery(ORDERS_PAGE));
  const fiftyData = await counted('bench-orders-50', pageQuery(50));
  const nextData = await counted('bench-orders-next', JSON.stringify({
    documentId: documentId('OrderSectionsHistoryPaginationQuery'),
    variables: { first: 50, after: first.viewer.history.pageInfo.endCursor },
  }));
  const calls = (tag: string) => stack.calls.get(tag) ?? [];
  /** `3 × GET /v2/superorders/me`, `20 × GET /OrderDeliveryDates/{code}` … : the calls of one query by path. */
  const describe = (tag: string) => {
    const paths = calls(tag).map((c) => c.split('?')[0]!.replace(/^(\w+) \/[a-z-]+-api/, '$1 ')
      .replace(/\/(OrderDeliveryDates|reorder\/status|v1\/Products|v1\/superorders|v1\/Orders)\/[^/]+$/, '/$1/{code}'));
    return [...new Set(paths)].map((path) => `${paths.filter((p) => p === path).length} × ${path}`).join(', ');
  };
  const [ten, fifty, next] = ['bench-orders-10', 'bench-orders-50', 'bench-orders-next'].map((tag) => calls(tag).length) as [number, number, number];
  // Every super order read once per request (both sections share it), plus one delivery-window call per order shown.
  const shown = (data: OrdersData) => Object.values(data.viewer).reduce((n, s) => n + (typeof s === 'object' ? s.edges.length : 0), 0);
  const expected = (data: OrdersData) => Math.ceil(total / BATCH) + shown(data);
  const [expectedTen, expectedFifty, expectedNext] = [first, fiftyData, nextData].map(expected) as [number, number, number];
  return [
    ...throughput,
    { metric: `REST calls per orders page query, first ${ORDERS_PAGE} / first 50`, value: `${ten} / ${fifty}`, target: `${expectedTen} / ${expectedFifty}`,
      pass: ten === expectedTen && fifty === expectedFifty, note: `OrdersPageQuery, ${total} orders: ${describe('bench-orders-10')}` },
    { metric: 'REST calls per next orders page (history, first 50)', value: String(next), target: String(expectedNext), pass: next === expectedNext,
      note: `OrderSectionsHistoryPaginationQuery: ${describe('bench-orders-next')}` },
  ];
}
