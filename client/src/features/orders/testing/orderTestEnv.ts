// Test-only: the orders screens answered from a fake customer's orders.
import { pagesOf } from '../../../test/factories/connection';
import { orderNode, type FakeOrder } from '../../../test/factories/order';
import { viewerNode } from '../../../test/factories/viewer';
import { nullViewerFields, type Handler, type Overrides } from '../../../test/relay';
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
  const list = nullViewerFields((fake.unavailable ?? []).map((group) => (group === 'IN_PROGRESS' ? 'inProgress' : 'history')));
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
