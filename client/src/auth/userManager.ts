import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config/config';
import type { Brand } from '../brand/brands';
import { CALLBACK_PATH } from './paths';
import { signInParams } from './signInRequest';
import { authorityOf } from './siteSignIn';

/**
 * The OIDC client of the product: authorization code + PKCE, the signed-in user kept in localStorage under
 * `oidc.user:<authority>:<clientId>`; the site's own issuer when it has one, its language and identity-provider hint
 * sent with the sign-in request (`siteSignIn.ts`, `signInRequest.ts`). Loaded on demand (see `session.ts`).
 */
export function createUserManager(config: AppConfig, brand: Brand, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: authorityOf(config, brand),
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    ...signInParams(brand),
  });
}
