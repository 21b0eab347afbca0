import { useSearchParams } from 'react-router';

/** `?stripped=true`: the page is embedded elsewhere; header, menu and chat are hidden. */
export function useStripped(): boolean {
  const [params] = useSearchParams();
  return params.get('stripped') === 'true';
}
