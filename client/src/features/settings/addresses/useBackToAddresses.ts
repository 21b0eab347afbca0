import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../../app/routes';
import { withKeptQuery } from '../../../ui';
import type { SettingsArea } from '../settingsArea';

/** What the address list says after a change made on another page. */
export type AddressListNotice = 'saved' | 'added';

/** Goes back to the area's address list (keeping the query string), which then says what was done. */
export function useBackToAddresses({ addressList, addressListAnchor }: SettingsArea) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const href = addressListAnchor ? `${pathTo(addressList)}#${addressListAnchor}` : pathTo(addressList);
  return useCallback(
    (notice: AddressListNotice) => navigate(withKeptQuery(href, search), { state: { notice } }),
    [navigate, search, href],
  );
}
