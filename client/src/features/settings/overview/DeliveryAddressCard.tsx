import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryAddressCard_viewer$key } from '../../../__generated__/DeliveryAddressCard_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { Card, Link } from '../../../ui';
import { AddressLines } from '../../addresses/AddressLines';
import { settingsAddressOf } from '../addresses/settingsAddress';

const m = defineMessages({
  title: { id: 'settings.delivery.title', defaultMessage: 'Delivery address' },
  none: { id: 'settings.delivery.none', defaultMessage: "You haven't saved a delivery address yet." },
  edit: { id: 'settings.delivery.edit', defaultMessage: 'Edit' },
  all: { id: 'settings.delivery.all', defaultMessage: 'All addresses' },
  add: { id: 'settings.delivery.add', defaultMessage: 'Add an address' },
});

/** The default delivery address (the book's first), with Edit, All addresses and Add an address. */
export function DeliveryAddressCard({ viewer: key }: { viewer: DeliveryAddressCard_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment DeliveryAddressCard_viewer on Viewer {
        defaultAddress: addresses(first: 1) {
          edges {
            node {
              id
              ...settingsAddress_address
            }
          }
        }
      }
    `,
    key,
  );
  const address = viewer.defaultAddress?.edges[0]?.node;
  return (
    <Card
      title={intl.formatMessage(m.title)}
      testId="settings-delivery"
      footer={
        <div className="settings-overview__links">
          {address ? <Link href={pathTo('changeAddress', { addressId: address.id })}>{intl.formatMessage(m.edit)}</Link> : null}
          {address ? <Link href={pathTo('allAddresses')}>{intl.formatMessage(m.all)}</Link> : null}
          <Link href={pathTo('addAddress')}>{intl.formatMessage(m.add)}</Link>
        </div>
      }
    >
      {address ? <AddressLines address={settingsAddressOf(address)} testId="settings-default-address" /> : <p>{intl.formatMessage(m.none)}</p>}
    </Card>
  );
}
