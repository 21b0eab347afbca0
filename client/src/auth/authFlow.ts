import type { UserManager } from 'oidc-client-ts';
import { CALLBACK_PATH, LOGOUT_PATH } from './paths';
import type { StoredUser } from './session';

export type AuthOutcome = 'ready' | 'redirecting';

/** Only same-site paths are accepted as return URLs (never `//host` or absolute URLs). */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith(CALLBACK_PATH)) return '/';
  return value;
}

/** The URL to come back to after sign-in: path plus query string (plus hash). */
export function currentReturnUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return safeReturnUrl(`${location.pathname}${location.search}${location.hash}`);
}

/** Starts sign-in at the identity provider, remembering where to come back to. */
export async function signIn(userManager: UserManager, returnUrl = currentReturnUrl()): Promise<void> {
  await userManager.removeUser();
  await userManager.signinRedirect({ state: returnUrl });
}

export interface AuthFlowOptions {
  /** Paths that need no signed-in customer (public confirmation pages). */
  isPublicPath: (pathname: string) => boolean;
  /** The user oidc-client-ts stored, read without loading it (a signed-in page load needs nothing more). */
  storedUser?: () => StoredUser | null;
  location?: Location;
}

/**
 * Runs before the app renders (config already loaded):
 * - `/auth/callback`: finish sign-in, then continue at the stored return URL (path + query);
 * - a left-over `state` query parameter: reset to the root and reload (spec §8);
 * - `/logout` and public pages: no sign-in needed;
 * - a valid stored user: the app starts (the OIDC client is not even loaded);
 * - otherwise without a valid user (asking the OIDC client): start sign-in.
 * Throws on any failure (the caller shows the 'Auth Error' page).
 */
export async function runAuthFlow(userManager: () => Promise<UserManager>, options: AuthFlowOptions): Promise<AuthOutcome> {
  const location = options.location ?? window.location;
  const url = new URL(location.href);
  if (url.pathname === CALLBACK_PATH) {
    const user = await (await userManager()).signinRedirectCallback(url.href);
    window.history.replaceState(null, '', safeReturnUrl(user.state));
    return 'ready';
  }
  if (url.searchParams.has('state')) {
    location.replace('/');
    return 'redirecting';
  }
  if (url.pathname === LOGOUT_PATH || options.isPublicPath(url.pathname)) return 'ready';
  const stored = options.storedUser?.();
  if (stored && !stored.expired) return 'ready';
  const manager = await userManager();
  const user = await manager.getUser();
  if (user && !user.expired) return 'ready';
  await signIn(manager, currentReturnUrl(location));
  return 'redirecting';
}

/** Whether the browser lets the site keep data (localStorage); the product cannot sign in without it. */
export function isStorageAvailable(): boolean {
  try {
    const key = '__my_account_storage_test__';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
