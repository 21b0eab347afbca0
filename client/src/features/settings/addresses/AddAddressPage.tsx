import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AddAddressPageQuery } from '../../../__generated__/AddAddressPageQuery.graphql';
import { useBrand } from '../../../brand/BrandContext';
import { emptyAddressValues } from '../../addresses/addressValues';
import { useAddAddressMutation } from '../mutations/useAddAddressMutation';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { SettingsAddressForm } from './SettingsAddressForm';
import { useBackToAddresses } from './useBackToAddresses';

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

function AddAddress({ queryRef }: { queryRef: PreloadedQuery<AddAddressPageQuery> }) {
  const intl = useIntl();
  const brand = useBrand();
  const { viewer } = usePreloadedQuery<AddAddressPageQuery>(addAddressPageQuery, queryRef);
  const add = useAddAddressMutation();
  const back = useBackToAddresses();
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

/** '/settings/new-address' — 'Delivery address': a new address for the book; back to the list once saved. */
export function AddAddressPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AddAddressPageQuery>;
  return (
    <SettingsScreen route="addAddress">
      <AddAddress queryRef={queryRef} />
    </SettingsScreen>
  );
}
