import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../../app/routes';
import { withKeptQuery } from '../../../ui';

/** What the address list says after a change made on another page. */
export type AddressListNotice = 'saved' | 'added';

/** Goes back to the address list (keeping the query string), which then says what was done. */
export function useBackToAddresses() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (notice: AddressListNotice) => navigate(withKeptQuery(pathTo('allAddresses'), search), { state: { notice } }),
    [navigate, search],
  );
}
