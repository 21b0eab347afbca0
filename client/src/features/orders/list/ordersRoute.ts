import { loadQuery } from 'react-relay';
import ordersPageQuery from '../../../__generated__/OrdersPageQuery$parameters';
import type { OrdersPageQuery } from '../../../__generated__/OrdersPageQuery.graphql';
import { screen } from '../../../app/screen';

/** Orders per page of each section (in progress, history). */
export const ORDERS_PAGE_SIZE = 10;

/**
 * '/orders': the first page of both sections in one query, started in the route loader. Fresh each visit (statuses
 * move on, an order placed in the editor appears).
 */
export const ordersRoute = screen({
  // The screen's code and its texts (a lazy message scope) load in parallel.
  page: () =>
    Promise.all([import('./OrdersPage'), import('../orderTexts').then((texts) => texts.orderTextsReady())]).then(
      ([module]) => module.OrdersPage,
    ),
  loader: ({ environment }) =>
    loadQuery<OrdersPageQuery>(environment, ordersPageQuery, { first: ORDERS_PAGE_SIZE }, { fetchPolicy: 'store-and-network' }),
});
