import type { UserManager } from 'oidc-client-ts';
import type { Brand } from '../brand/brands';
import type { AppConfig } from '../config/config';
import { authorityOf } from './siteSignIn';

/** The signed-in user as oidc-client-ts keeps it in local storage (the fields the app reads). */
export interface StoredUser {
  access_token: string;
  id_token?: string;
  /** Whether the access token has expired (unknown expiry counts as valid, as in oidc-client-ts). */
  expired: boolean;
  /** The customer's subject at the identity provider (the ID token's `sub`), when known. */
  subject?: string;
}

/**
 * The customer's sign-in in this browser. A signed-in page load needs no OIDC client: the user oidc-client-ts stored
 * (`oidc.user:<authority>:<client id>` in local storage) is read directly, and the OIDC client's module loads only
 * to sign in, finish signing in, or sign out.
 */
export interface Session {
  /** The OIDC client (authorization code + PKCE), loaded on first use. */
  userManager(): Promise<UserManager>;
  /** The stored user, or null when there is none (or it cannot be read: then ask the OIDC client). */
  storedUser(): StoredUser | null;
  /** The access token for the gateway, or null. */
  getAccessToken(): Promise<string | null>;
}

/** The stored user under `key`, or null when absent or not of the expected shape. */
export function readStoredUser(storage: Pick<Storage, 'getItem'>, key: string, now = Date.now()): StoredUser | null {
  try {
    const raw = JSON.parse(storage.getItem(key) ?? 'null') as {
      access_token?: unknown; id_token?: unknown; expires_at?: unknown; profile?: { sub?: unknown };
    } | null;
    if (typeof raw?.access_token !== 'string' || !raw.access_token) return null;
    const expiresAt = typeof raw.expires_at === 'number' ? raw.expires_at : undefined;
    return {
      access_token: raw.access_token,
      ...(typeof raw.id_token === 'string' ? { id_token: raw.id_token } : {}),
      ...(typeof raw.profile?.sub === 'string' ? { subject: raw.profile.sub } : {}),
      expired: expiresAt !== undefined && expiresAt <= Math.floor(now / 1000),
    };
  } catch {
    return null;
  }
}

export function createSession(config: AppConfig, brand: Brand, origin = window.location.origin): Session {
  const key = `oidc.user:${authorityOf(config, brand)}:${config.oidc.clientId}`;
  let userManager: Promise<UserManager> | null = null;
  const session: Session = {
    userManager: () => {
      userManager ??= import('./userManager').then((module) => module.createUserManager(config, brand, origin));
      userManager.catch(() => {
        userManager = null; // the module failed to load (network): try again next time
      });
      return userManager;
    },
    storedUser: () => readStoredUser(window.localStorage, key),
    getAccessToken: async () =>
      session.storedUser()?.access_token ?? (await (await session.userManager()).getUser())?.access_token ?? null,
  };
  return session;
}
