import { loadQuery } from 'react-relay';
import ordersPageQuery from '../../../__generated__/OrdersPageQuery$parameters';
import type { OrdersPageQuery } from '../../../__generated__/OrdersPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';

/**
 * '/orders': the first page of both sections in one query, started in the route loader. Fresh each visit (statuses
 * move on, an order placed in the editor appears).
 */
// The screen's code and its texts (a lazy message scope) load in parallel.
export const page = () =>
  Promise.all([import('./OrdersPage'), import('../orderTexts').then((texts) => texts.orderTextsReady())]).then(
    ([module]) => module.OrdersPage,
  );

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<OrdersPageQuery>(environment, ordersPageQuery, {}, { fetchPolicy: 'store-and-network' });
