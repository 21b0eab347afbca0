import { loadQuery } from 'react-relay';
import orderDetailsPageQuery from '../../../__generated__/OrderDetailsPageQuery$parameters';
import type { OrderDetailsPageQuery } from '../../../__generated__/OrderDetailsPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';

/**
 * '/orders/:orderCode': the order starts loading in the route loader. What the list already knows shows at once,
 * and the whole order is read fresh (statuses, the online version and delivery dates move on).
 */
// The screen's code and its texts (a lazy message scope) load in parallel.
export const page = () =>
  Promise.all([import('./OrderDetailsPage'), import('../orderTexts').then((texts) => texts.orderTextsReady())]).then(
    ([module]) => module.OrderDetailsPage,
  );

export const loader = ({ environment, params }: ScreenLoaderArgs) =>
  loadQuery<OrderDetailsPageQuery>(
    environment,
    orderDetailsPageQuery,
    { code: params.orderCode ?? '' },
    { fetchPolicy: 'store-and-network' },
  );
