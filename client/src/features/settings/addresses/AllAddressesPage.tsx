import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AllAddressesPageQuery } from '../../../__generated__/AllAddressesPageQuery.graphql';
import { SettingsScreen } from '../SettingsScreen';
import { AddressBook } from './AddressBook';
import { useScreenData } from '../../../app/screen';
import type * as allAddressesScreen from './allAddressesScreen';

export const allAddressesPageQuery = graphql`
  query AllAddressesPageQuery @preloadable {
    viewer {
      ...AddressBook_viewer
    }
  }
`;

function AllAddresses({ queryRef }: { queryRef: PreloadedQuery<AllAddressesPageQuery> }) {
  const { viewer } = usePreloadedQuery<AllAddressesPageQuery>(allAddressesPageQuery, queryRef);
  return <AddressBook viewer={viewer} />;
}

/** '/settings/addresses/all': every address of the book, each to edit or delete, and 'Add an address'. */
export function AllAddressesPage() {
  const queryRef = useScreenData<typeof allAddressesScreen>();
  return (
    <SettingsScreen route="allAddresses">
      <AllAddresses queryRef={queryRef} />
    </SettingsScreen>
  );
}
