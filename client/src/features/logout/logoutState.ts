import type { NavigateOptions } from 'react-router';
import type { PostLogoutRoute } from '../../auth/signOut';

/** What a navigation to '/logout' carries: where the identity provider sends the browser once signed out. */
export interface LogoutState {
  after: PostLogoutRoute;
}

/** The options of a navigation to '/logout' that ends at `after` (e.g. a deleted account at 'account deleted'). */
export function logoutTo(after: PostLogoutRoute): NavigateOptions {
  const state: LogoutState = { after };
  return { replace: true, state };
}
