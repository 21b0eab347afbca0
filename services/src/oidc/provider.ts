// The OpenID Connect provider (oidc-provider 9): the public client `my-account` (code + PKCE) of the brand sites, the
// native clients of other channels (OIDC_CHANNEL_CLIENTS: a mobile app, a kiosk, code + PKCE with loopback or custom-
// scheme redirects), accounts from the customers table, JWT access tokens for the `my-account-api` audience, consent
// implied for these clients of the retailer's own.
// The main issuer and each site issuer (./issuers.ts) are instances of it, each with its own keys and storage.
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Site } from '@my-account/brands';
import type { Db } from '../db';
import { createAdapterFactory } from './adapter';
import { CLIENT_ID, type ChannelClient } from './clients';
import { escapeHtml } from './html';
import { identityProvider, LOCAL_PROVIDER, providerOfAcr } from './identity-providers';
import type { ProviderKeys } from './keys';
import { providerPageOf } from './look';
import { POST_LOGOUT_PATHS, type OriginRule } from './redirects';
import { logoutSource, postLogoutSuccessSource, renderError } from './views';

export const SCOPE = 'openid profile email';
const ACCESS_TOKEN_TTL = 8 * 60 * 60;

export interface ProviderOptions {
  issuer: string;
  audience: string;
  db: Db;
  keys: ProviderKeys;
  origins: OriginRule;
  /** The site whose look pages without a known redirect_uri take (the issuer's own site, or the default one). */
  site: Site;
  /** Keeps this provider's stored payloads apart from another's in the shared table (site issuers). */
  namespace?: string;
  /** The issuer serves `site` alone (a site issuer): its pages speak that site's language, not the browser's. */
  siteOnly?: boolean;
  /** The native clients of other channels (main issuer only). */
  channelClients?: readonly ChannelClient[];
}

/**
 * The login prompt also asks again when the request hints at an identity provider (`idp_hint`) other than the one the
 * session signed in with: a customer signed in with their own account on one site is not silently signed in on a
 * site that asks for FotoUtskrift ID (and the other way round).
 */
function signInPolicy() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy.get('login')!.checks.add(new Check('idp_hint', 'The hinted identity provider is not the session\'s', (ctx) => {
    const hinted = identityProvider(ctx.oidc.params?.idp_hint);
    if (!hinted || !ctx.oidc.session?.accountId || ctx.oidc.result?.login) return Check.NO_NEED_TO_PROMPT;
    return providerOfAcr(ctx.oidc.session.acr)?.id === hinted.id ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
  }));
  return policy;
}

/**
 * Signing out with no session here (it ended already) answers oidc-provider's own auto-submitted form, unbranded and
 * in English: it becomes the site's sign-out page, with the same form.
 */
function signOutWithoutSession(render: (ctx: KoaContextWithOIDC, form: string) => Promise<void>) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const secret = (ctx.oidc?.session?.state as { secret?: unknown } | undefined)?.secret;
    if (ctx.oidc?.route !== 'end_session' || ctx.status !== 200 || ctx.oidc.session?.accountId || typeof secret !== 'string') return;
    const action = escapeHtml(ctx.oidc.urlFor('end_session_confirm'));
    await render(ctx, `<form id="op.logoutForm" method="post" action="${action}"><input type="hidden" name="xsrf" value="${escapeHtml(secret)}"/></form>`);
  };
}

/** The grant of the retailer's own clients (the brand sites' and the channels'): openid profile email, for the ID token and for the API resource. */
export async function impliedGrant(provider: Provider, { existing, accountId, clientId, resource }: {
  existing?: InstanceType<Provider['Grant']>; accountId: string; clientId: string; resource: string;
}) {
  const grant = existing ?? new provider.Grant({ clientId, accountId });
  const complete = grant.getOIDCScope() === SCOPE && grant.getResourceScope(resource) === SCOPE;
  if (!complete) {
    grant.addOIDCScope(SCOPE);
    grant.addResourceScope(resource, SCOPE);
    await grant.save();
  }
  return grant;
}

/** Resource indicators must be absolute URIs; the audience claim is the plain API name. */
export const resourceIndicatorFor = (audience: string) => (URL.parse(audience) ? audience : `urn:${audience}`);

export function createProvider({
  issuer, audience, db, keys, origins, site, namespace, siteOnly = false, channelClients = [],
}: ProviderOptions): Provider {
  const resource = resourceIndicatorFor(audience);
  const basePath = new URL(issuer).pathname.replace(/\/$/, '');

  const findCustomer = (id: string) =>
    db.selectFrom('customers')
      .select(['id', 'email', 'first_name', 'last_name', 'amr'])
      .where('id', '=', id)
      .executeTakeFirst()
      .catch(() => undefined); // not a uuid

  const pageOf = (ctx: KoaContextWithOIDC) => providerPageOf(ctx, {
    site, siteOnly, home: `${origins.productOrigin}/`,
    allowed: (uri) => origins.redirectUriAllowed(uri) || origins.postLogoutRedirectUriAllowed(uri),
  });

  const configuration: Configuration = {
    adapter: createAdapterFactory(db, namespace),
    // The identity provider a site asks its sign-in page to show (./identity-providers.ts); ui_locales is standard.
    extraParams: ['idp_hint'],
    clients: [{
      client_id: CLIENT_ID,
      client_name: 'My account',
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${origins.productOrigin}/auth/callback`],
      post_logout_redirect_uris: POST_LOGOUT_PATHS.map((path) => `${origins.productOrigin}${path}`),
    }, ...channelClients.map(({ clientId, redirectUris }) => ({
      client_id: clientId,
      client_name: clientId,
      token_endpoint_auth_method: 'none' as const,
      application_type: 'native' as const,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code' as const],
      redirect_uris: redirectUris,
      post_logout_redirect_uris: [],
    }))],
    pkce: { required: () => true },
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    claims: {
      openid: ['sub', 'amr'], // amr: the sign-in method (['pwd'] or ['b2b']), also in the ID token
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // The access token is a JWT for the APIs (not usable at userinfo), so the ID token carries the profile claims.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const customer = await findCustomer(sub);
      if (!customer) return undefined;
      return {
        accountId: customer.id,
        claims: () => ({
          sub: customer.id,
          email: customer.email,
          email_verified: true,
          name: `${customer.first_name} ${customer.last_name}`,
          given_name: customer.first_name,
          family_name: customer.last_name,
        }),
      };
    },
    // The sign-in identity: the provider the customer signed in through (the acr of the code or refresh token being
    // redeemed) and the customer's subject there (their id for the retailer's own account).
    async extraTokenClaims(ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const customer = accountId ? await findCustomer(accountId) : undefined;
      if (!customer) return undefined;
      const { AuthorizationCode: code, RefreshToken: refresh } = (ctx?.oidc?.entities ?? {}) as Record<string, { acr?: string } | undefined>;
      const through = providerOfAcr(code?.acr ?? refresh?.acr);
      if (!through) return { amr: [customer.amr] };
      if (through === LOCAL_PROVIDER) return { idp_type: through.id, idp_sub: customer.id, amr: [customer.amr] };
      const identity = await db.selectFrom('customer_identities').select('idp_sub')
        .where('idp_type', '=', through.id).where('customer_id', '=', customer.id).executeTakeFirst();
      return identity ? { idp_type: through.id, idp_sub: identity.idp_sub, amr: [customer.amr] } : { amr: [customer.amr] };
    },
    // The retailer's own clients: consent is implied, the grant is created (or topped up) in code.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, account, result } = ctx.oidc;
      if (!client || !session || !account) return undefined;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      return impliedGrant(ctx.oidc.provider, {
        existing: existing?.accountId === account.accountId ? existing : undefined,
        accountId: account.accountId,
        clientId: client.clientId,
        resource,
      });
    },
    interactions: { policy: signInPolicy(), url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => origins.originAllowed(origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutSource(pageOf), postLogoutSuccessSource: postLogoutSuccessSource(pageOf) },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      IdToken: 3600,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    // An error page may answer a refused request: only a redirect URI the rule allows chooses the brand.
    renderError: renderError(pageOf),
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.use(signOutWithoutSession(logoutSource(pageOf)));

  // The brand sites' redirect URIs follow the issuer's rule (./redirects.ts: the brand registry's sites), not the
  // client's list; a channel's client keeps oidc-provider's own check of its list (which, for a native client, takes a
  // loopback redirect on any port).
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function allowed(value: string) {
    return this.clientId === CLIENT_ID ? origins.redirectUriAllowed(value) : redirectUriAllowed.call(this, value);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function allowed(value: string) {
    return this.clientId === CLIENT_ID ? origins.postLogoutRedirectUriAllowed(value) : postLogoutRedirectUriAllowed.call(this, value);
  };
  return provider;
}
