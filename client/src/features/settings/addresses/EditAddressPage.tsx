import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { EditAddressPageQuery } from '../../../__generated__/EditAddressPageQuery.graphql';
import { pathTo } from '../../../app/routes';
import { Banner, Link } from '../../../ui';
import { addressValuesOf } from '../../addresses/addressValues';
import { useUpdateAddressMutation } from '../mutations/useUpdateAddressMutation';
import { CONSUMER_SETTINGS, type SettingsArea } from '../settingsArea';
import { SettingsScreen } from '../SettingsScreen';
import { settingsAddressOf } from './settingsAddress';
import { SettingsAddressForm } from './SettingsAddressForm';
import { useBackToAddresses } from './useBackToAddresses';
import { useScreenData } from '../../../app/screen';
import type * as editAddressScreen from './editAddressScreen';

export const editAddressPageQuery = graphql`
  query EditAddressPageQuery($id: ID!) @preloadable {
    viewer {
      address(id: $id) {
        id
        isDefault
        ...settingsAddress_address
      }
    }
  }
`;

const m = defineMessages({
  form: { id: 'settings.address.editForm', defaultMessage: 'Edit address' },
  notFound: { id: 'settings.address.unknown', defaultMessage: 'This address could not be found.' },
  all: { id: 'settings.address.allLink', defaultMessage: 'All addresses' },
});

function EditAddress({ queryRef, area }: { queryRef: PreloadedQuery<EditAddressPageQuery>; area: SettingsArea }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<EditAddressPageQuery>(editAddressPageQuery, queryRef);
  const update = useUpdateAddressMutation();
  const back = useBackToAddresses(area);
  const address = viewer.address;
  if (!address) {
    return (
      <Banner tone="error" action={<Link href={pathTo(area.addressList)}>{intl.formatMessage(m.all)}</Link>}>
        <p data-testid="address-not-found">{intl.formatMessage(m.notFound)}</p>
      </Banner>
    );
  }
  return (
    <SettingsAddressForm
      key={address.id}
      label={intl.formatMessage(m.form)}
      initialValues={addressValuesOf(settingsAddressOf(address))}
      initialIsDefault={address.isDefault}
      defaultLocked={address.isDefault ? 'current' : null}
      save={(input, isDefault) => update(address.id, input, isDefault)}
      onSaved={() => back('saved')}
    />
  );
}

/**
 * '/settings/address/:addressId' (or '/settings/b2b/address/:addressId') — 'Edit': an address of the book; back to
 * the area's address list once saved.
 */
export function EditAddressPage({ area = CONSUMER_SETTINGS }: { area?: SettingsArea }) {
  const queryRef = useScreenData<typeof editAddressScreen>();
  return (
    <SettingsScreen route={area.changeAddress}>
      <EditAddress queryRef={queryRef} area={area} />
    </SettingsScreen>
  );
}
