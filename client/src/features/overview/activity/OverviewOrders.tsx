import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OverviewOrders_viewer$key } from '../../../__generated__/OverviewOrders_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Banner, Card, Link } from '../../../ui';
import { formatDeliveryWindow, showsExpectedDelivery } from '../../orders/deliveryWindow';
import { orderMessages } from '../../orders/list/OrderRow';
import { orderTexts } from '../../orders/orderTexts';
import { OrderStatusChip } from '../../orders/status/OrderStatusChip';

const m = defineMessages({
  title: { id: 'overviewActivity.orders.title', defaultMessage: 'Orders in progress' },
  latest: { id: 'overviewActivity.orders.latest', defaultMessage: 'Latest order' },
  empty: { id: 'overviewActivity.orders.empty', defaultMessage: 'You have no orders in progress.' },
  unavailable: {
    id: 'overviewActivity.orders.unavailable',
    defaultMessage: "Your orders in progress can't be shown right now. Please try again later.",
  },
});

const mv = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'overviewActivity.orders.count',
    defaultMessage: '{count, plural, one {# order in progress} other {# orders in progress}}',
  },
});

/**
 * The orders in progress: how many, and the latest with its status chip and expected delivery as the orders page
 * shows them, its code linking to its details. Null orders (the order service failed) say so; the rest of the
 * overview is unaffected.
 */
function OverviewOrdersContent({ viewer: key }: { viewer: OverviewOrders_viewer$key }) {
  const intl = useIntl();
  const { orders } = useFragment(
    graphql`
      fragment OverviewOrders_viewer on Viewer {
        orders(group: IN_PROGRESS, first: 1) {
          totalCount
          edges {
            node {
              code
              status
              statusTone
              isDelayed
              deliveryDates {
                ...deliveryWindow_dates
              }
            }
          }
        }
      }
    `,
    key,
  );
  const latest = orders?.edges[0]?.node;
  const expected = latest && showsExpectedDelivery(latest.status) ? latest.deliveryDates : null;
  return (
    <Card title={intl.formatMessage(m.title)} icon="▤" testId="orders-in-progress-card">
      {!orders ? (
        <Banner tone="info">
          <p>{intl.formatMessage(m.unavailable)}</p>
        </Banner>
      ) : latest ? (
        <div className="overview-activity__order">
          <p className="overview-activity__count" data-testid="orders-in-progress-count">
            {intl.formatMessage(mv.count, { count: orders.totalCount })}
          </p>
          <p className="overview-activity__label">{intl.formatMessage(m.latest)}</p>
          <div className="overview-activity__order-line" data-testid="latest-order">
            <Link href={pathTo('orderDetails', { orderCode: latest.code })} variant="plain" className="overview-activity__order-link">
              {intl.formatMessage(orderMessages.code, { code: latest.code })}
            </Link>
            <OrderStatusChip status={latest.status} tone={latest.statusTone} isDelayed={latest.isDelayed} />
          </div>
          {expected ? (
            <p data-testid="latest-order-expected">
              {intl.formatMessage(orderMessages.expected, { window: formatDeliveryWindow(intl, expected) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p data-testid="orders-in-progress-empty">{intl.formatMessage(m.empty)}</p>
      )}
    </Card>
  );
}

/** The orders part of the overview's activity, with the order texts it shows (status, expected delivery). */
export function OverviewOrders({ viewer }: { viewer: OverviewOrders_viewer$key }) {
  return (
    <MessageScopeProvider scope={orderTexts}>
      <OverviewOrdersContent viewer={viewer} />
    </MessageScopeProvider>
  );
}
