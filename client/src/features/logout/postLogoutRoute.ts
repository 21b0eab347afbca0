import { isPostLogoutRoute, type PostLogoutRoute } from '../../auth/signOut';
import type { LogoutState } from './logoutState';

/** Where '/logout' ends, from its navigation state (the overview when none or not one of the allowed pages). */
export function postLogoutRouteOf(state: unknown): PostLogoutRoute {
  const after = (state as Partial<LogoutState> | null)?.after;
  return isPostLogoutRoute(after) ? after : 'overview';
}
