// Test-only: the orders screens answered from a fake customer's orders.
import { pagesOf } from '../../../test/factories/connection';
import { orderNode, type FakeOrder } from '../../../test/factories/order';
import { viewerNode } from '../../../test/factories/viewer';
import type { Handler, Overrides } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

export interface FakeOrders extends Overrides {
  orders: FakeOrder[];
  /** Groups whose connection is null (the order service could not answer). */
  unavailable?: Array<'IN_PROGRESS' | 'HISTORY'>;
}

/**
 * Renders the app at `path` with the fake orders (connections honour `group`, `first` and `after`); the details page
 * finds the order of its code (null when unknown, or another customer's); a section the service could not answer is
 * null (a resolver's null would be mocked over).
 */
export function renderOrders(path: string, fake: FakeOrders) {
  const list: Handler = (_variables, _operation, generate) => {
    const data = generate() as { viewer: Record<string, unknown> };
    if (fake.unavailable?.includes('IN_PROGRESS')) data.viewer.inProgress = null;
    if (fake.unavailable?.includes('HISTORY')) data.viewer.history = null;
    return data;
  };
  const details: Handler = (variables, _operation, generate) => {
    const found = fake.orders.find((o) => o.code === variables.code);
    return generate({ Viewer: () => viewerNode({ order: found ? orderNode(found) : null }) });
  };
  const resolvers = {
    Viewer: () => viewerNode(),
    OrderConnection: pagesOf(({ group }) => fake.orders.filter((o) => o.group === group), (o) => orderNode(o)),
  };
  return renderApp(path, {
    world: { resolvers, handlers: { OrdersPageQuery: list, OrderDetailsPageQuery: details } },
    handlers: fake.handlers,
    failing: fake.failing,
  });
}
