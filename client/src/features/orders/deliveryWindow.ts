import { defineMessages, type IntlShape } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import type { deliveryWindow_dates$key } from '../../__generated__/deliveryWindow_dates.graphql';
import { formatDeliveryDay } from './orderFormat';

/** The fields of a delivery window every screen formats (spread it where one is shown). */
const datesFragment = graphql`
  fragment deliveryWindow_dates on DeliveryDates @inline {
    earliest
    latest
  }
`;

const m = defineMessages<{ range: { earliest: string; latest: string } }>({
  range: { id: 'orders.delivery.range', defaultMessage: '{earliest} – {latest}' },
});

/** The expected delivery window of an order, e.g. 'Sun 29 Nov – Wed 2 Dec' (one day when both ends are the same). */
export function formatDeliveryWindow(intl: IntlShape, key: deliveryWindow_dates$key): string {
  const dates = readInlineData(datesFragment, key);
  if (dates.earliest === dates.latest) return formatDeliveryDay(intl, dates.earliest);
  return intl.formatMessage(m.range, {
    earliest: formatDeliveryDay(intl, dates.earliest),
    latest: formatDeliveryDay(intl, dates.latest),
  });
}

/** Whether an order's expected delivery is shown: while it is on its way (once sent or cancelled it is history). */
export const showsExpectedDelivery = (status: string) => status !== 'SENT' && status !== 'CANCELLED';
