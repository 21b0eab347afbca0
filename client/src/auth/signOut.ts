import type { UserManager } from 'oidc-client-ts';
import { pathTo } from '../app/routes';
import type { Session } from './session';

// Signing out (only screens loaded later need it: it stays out of the first load).

/**
 * Where the identity provider may send the browser after sign-out (its registered post-logout redirect URIs, on the
 * site's own origin): the overview (which then asks for sign-in), the account-deleted page, the e-mail-changed page.
 */
export const POST_LOGOUT_ROUTES = ['overview', 'accountDeleted', 'changeEmailSuccess'] as const;
export type PostLogoutRoute = (typeof POST_LOGOUT_ROUTES)[number];

export function isPostLogoutRoute(value: unknown): value is PostLogoutRoute {
  return (POST_LOGOUT_ROUTES as readonly unknown[]).includes(value);
}

/**
 * Forgets the user in this browser and ends the session at the identity provider, which then sends the browser to
 * `after` on this site.
 */
export async function signOut(
  userManager: UserManager,
  after: PostLogoutRoute = 'overview',
  origin: string = window.location.origin,
): Promise<void> {
  const user = await userManager.getUser();
  await userManager.removeUser();
  await userManager.signoutRedirect({
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    post_logout_redirect_uri: `${origin}${pathTo(after)}`,
  });
}

/**
 * Goes to a page that needs no sign-in (after a confirmed e-mail change or deletion): a signed-in customer is signed
 * out here and at the identity provider, which then sends the browser there; anyone else goes there directly (the
 * current page is replaced).
 */
export async function signOutTo(
  session: Pick<Session, 'userManager' | 'storedUser'>,
  after: PostLogoutRoute,
  location: Pick<Location, 'origin' | 'replace'> = window.location,
): Promise<void> {
  const userManager = await session.userManager();
  if (session.storedUser() || (await userManager.getUser())) await signOut(userManager, after, location.origin);
  else location.replace(pathTo(after));
}
