import { loadQuery } from 'react-relay';
import orderDetailsPageQuery from '../../../__generated__/OrderDetailsPageQuery$parameters';
import type { OrderDetailsPageQuery } from '../../../__generated__/OrderDetailsPageQuery.graphql';
import { screen } from '../../../app/screen';

/**
 * '/orders/:orderCode': the order starts loading in the route loader. What the list already knows shows at once,
 * and the whole order is read fresh (statuses, the online version and delivery dates move on).
 */
export const orderDetailsRoute = screen({
  // The screen's code and its texts (a lazy message scope) load in parallel.
  page: () =>
    Promise.all([import('./OrderDetailsPage'), import('../orderTexts').then((texts) => texts.orderTextsReady())]).then(
      ([module]) => module.OrderDetailsPage,
    ),
  loader: ({ environment, params }) =>
    loadQuery<OrderDetailsPageQuery>(
      environment,
      orderDetailsPageQuery,
      { code: params.orderCode ?? '' },
      { fetchPolicy: 'store-and-network' },
    ),
});
