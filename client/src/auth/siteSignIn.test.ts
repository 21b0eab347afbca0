import { OidcClient } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { brandOfChannel, DEFAULT_BRAND } from '../brand/brands';
import { parseConfig } from '../config/config';
import { testConfig } from '../test/relay';
import { createSession } from './session';
import { signInParams } from './signInRequest';
import { authorityOf } from './siteSignIn';
import { createUserManager } from './userManager';

const SE_ISSUER = 'http://auth.fotoutskrift-se.localhost:4001/oidc';
const config = { ...testConfig, oidc: { ...testConfig.oidc, siteAuthorities: { 'fotoutskrift-se': SE_ISSUER } } };
const sweden = brandOfChannel('fotoutskrift-se')!;
const norway = brandOfChannel('fotoutskrift-no')!;
const britain = DEFAULT_BRAND;

describe('sign-in per site', () => {
  it('reads each site issuer from /config.json, dropping anything that is not an http(s) URL', () => {
    const parsed = parseConfig({
      oidc: { authority: 'http://localhost:4001/oidc', clientId: 'my-account',
        siteAuthorities: { 'fotoutskrift-se': SE_ISSUER, other: 42, evil: 'javascript:alert(1)' } },
    });
    expect(parsed.oidc.siteAuthorities).toEqual({ 'fotoutskrift-se': SE_ISSUER });
    expect(parseConfig({ oidc: { authority: 'a', clientId: 'b' } }).oidc.siteAuthorities).toEqual({});
  });

  it("signs the Swedish site in on its own issuer and every other site on the product's", async () => {
    expect(authorityOf(config, sweden)).toBe(SE_ISSUER);
    expect(authorityOf(config, norway)).toBe(testConfig.oidc.authority);
    expect(authorityOf(testConfig, sweden)).toBe(testConfig.oidc.authority); // no site issuer configured
    expect(createUserManager(config, sweden, 'http://fotoutskrift-se.localhost:4000').settings.authority).toBe(SE_ISSUER);
    expect(createUserManager(config, britain, 'http://localhost:4000').settings.authority).toBe(testConfig.oidc.authority);
  });

  it('keeps the Swedish sign-in under its own authority in the browser', () => {
    const key = `oidc.user:${SE_ISSUER}:my-account`;
    window.localStorage.setItem(key, JSON.stringify({ access_token: 'swedish', expires_at: Math.floor(Date.now() / 1000) + 60 }));
    try {
      expect(createSession(config, sweden, 'http://fotoutskrift-se.localhost:4000').storedUser()?.access_token).toBe('swedish');
      expect(createSession(config, britain, 'http://localhost:4000').storedUser()).toBeNull();
    } finally {
      window.localStorage.removeItem(key);
    }
  });

  it("asks for the site's language, and the Norwegian site for its identity provider", () => {
    expect(signInParams(norway)).toEqual({ ui_locales: 'nb-NO', extraQueryParams: { idp_hint: 'fotoutskrift-id' } });
    expect(signInParams(sweden)).toEqual({ ui_locales: 'sv-SE' });
    expect(signInParams(britain)).toEqual({ ui_locales: 'en-GB' });
    const manager = createUserManager(config, norway, 'http://fotoutskrift-no.localhost:4000');
    expect(manager.settings.ui_locales).toBe('nb-NO');
    expect(manager.settings.extraQueryParams).toEqual({ idp_hint: 'fotoutskrift-id' });
  });

  it('sends them with the authorization request', async () => {
    const { settings } = createUserManager(config, norway, 'http://fotoutskrift-no.localhost:4000');
    // The same settings, with the provider's metadata given instead of fetched.
    const client = new OidcClient({ ...settings, metadata: {
      issuer: settings.authority, authorization_endpoint: `${settings.authority}/auth`, token_endpoint: `${settings.authority}/token`,
    } });
    const url = new URL((await client.createSigninRequest({ request_type: 'si:r' })).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${testConfig.oidc.authority}/auth`);
    expect(url.searchParams.get('ui_locales')).toBe('nb-NO');
    expect(url.searchParams.get('idp_hint')).toBe('fotoutskrift-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://fotoutskrift-no.localhost:4000/auth/callback');
  });
});
