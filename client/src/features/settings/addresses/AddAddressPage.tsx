import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AddAddressPageQuery } from '../../../__generated__/AddAddressPageQuery.graphql';
import { useBrand } from '../../../brand/BrandContext';
import { emptyAddressValues } from '../../addresses/addressValues';
import { useAddAddressMutation } from '../mutations/useAddAddressMutation';
import { CONSUMER_SETTINGS, type SettingsArea } from '../settingsArea';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { SettingsAddressForm } from './SettingsAddressForm';
import { useBackToAddresses } from './useBackToAddresses';
import { useScreenData } from '../../../app/screen';
import type * as addAddressScreen from './addAddressScreen';

export const addAddressPageQuery = graphql`
  query AddAddressPageQuery @preloadable {
    viewer {
      defaultAddress: addresses(first: 1) {
        totalCount
        edges {
          node {
            countryCode
          }
        }
      }
    }
  }
`;

const m = defineMessages({
  form: { id: 'settings.address.newForm', defaultMessage: 'New address' },
});

function AddAddress({ queryRef, area }: { queryRef: PreloadedQuery<AddAddressPageQuery>; area: SettingsArea }) {
  const intl = useIntl();
  const brand = useBrand();
  const { viewer } = usePreloadedQuery<AddAddressPageQuery>(addAddressPageQuery, queryRef);
  const add = useAddAddressMutation();
  const back = useBackToAddresses(area);
  const book = viewer.defaultAddress;
  if (!book) return <SettingsError />;
  const first = book.totalCount === 0;
  return (
    <SettingsAddressForm
      label={intl.formatMessage(m.form)}
      initialValues={emptyAddressValues(book.edges[0]?.node.countryCode ?? brand.country)}
      initialIsDefault={first}
      defaultLocked={first ? 'first' : null}
      save={add}
      onSaved={() => back('added')}
    />
  );
}

/**
 * '/settings/new-address' (or '/settings/b2b/new-address') — 'Delivery address': a new address for the book; back to
 * the area's address list once saved.
 */
export function AddAddressPage({ area = CONSUMER_SETTINGS }: { area?: SettingsArea }) {
  const queryRef = useScreenData<typeof addAddressScreen>();
  return (
    <SettingsScreen route={area.addAddress}>
      <AddAddress queryRef={queryRef} area={area} />
    </SettingsScreen>
  );
}
