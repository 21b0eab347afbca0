import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config/config';
import type { Brand } from '../brand/brands';

export const CALLBACK_PATH = '/auth/callback';
export const LOGOUT_PATH = '/logout';

/**
 * The OIDC client of the product: authorization code + PKCE, the signed-in user kept in localStorage under
 * `oidc.user:<authority>:<clientId>`.
 */
export function createUserManager(config: AppConfig, brand: Brand, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: brand.authority ?? config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    ...(brand.identityProviderHint ? { extraQueryParams: { idp_hint: brand.identityProviderHint } } : {}),
  });
}
