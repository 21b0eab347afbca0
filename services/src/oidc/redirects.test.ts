import { describe, expect, it } from 'vitest';
import { createOriginRule, createSiteOriginRule, refuseOrigins } from './redirects';

describe('redirect URI rule', () => {
  const rule = createOriginRule('http://localhost:4000');

  it("allows the product origin and the registry's sites on the same port", () => {
    expect(rule.redirectUriAllowed('http://localhost:4000/auth/callback')).toBe(true);
    expect(rule.redirectUriAllowed('http://fotoprint-nl.localhost:4000/auth/callback')).toBe(true);
    expect(rule.redirectUriAllowed('http://photoprint-gb.localhost:4000/auth/callback')).toBe(true);
    expect(rule.postLogoutRedirectUriAllowed('http://fotoprint-nl.localhost:4000/')).toBe(true);
    expect(rule.originAllowed('http://fotoprint-nl.localhost:4000')).toBe(true);
  });

  it('rejects other hosts, ports, schemes, paths and nested names', () => {
    for (const uri of [
      'http://localhost:4001/auth/callback',
      'http://fotoprint-nl.localhost:4001/auth/callback',
      'https://fotoprint-nl.localhost:4000/auth/callback',
      'http://evil.example:4000/auth/callback',
      'http://a.b.localhost:4000/auth/callback',
      'http://evil.localhost:4000/auth/callback',
      'http://photoprint.localhost:4000/auth/callback',
      'http://fotoprint-nl.localhost.:4000/auth/callback',
      'http://fotoprint-nl.localhost:4000/auth/callback/extra',
      'http://localhost:4000/auth/callback?',
      'http://localhost:4000/auth/callback?x=1',
      'http://localhost:4000/auth/other',
      'http://user@localhost:4000/auth/callback',
      'not a url',
    ]) {
      expect(rule.redirectUriAllowed(uri), uri).toBe(false);
    }
    expect(rule.postLogoutRedirectUriAllowed('http://localhost:4000/auth/callback')).toBe(false);
  });

  it('lets a sign-out return to the home page, account-deleted and change-email-success pages only', () => {
    for (const path of ['/', '/account-deleted', '/change-email-success']) {
      expect(rule.postLogoutRedirectUriAllowed(`http://localhost:4000${path}`), path).toBe(true);
      expect(rule.postLogoutRedirectUriAllowed(`http://fotoprint-nl.localhost:4000${path}`), path).toBe(true);
    }
    for (const uri of [
      'http://localhost:4000/account-deleted/',
      'http://localhost:4000/account-deleted?x=1',
      'http://localhost:4000/change-email-success#x',
      'http://localhost:4001/account-deleted',
      'http://evil.example:4000/account-deleted',
      'http://localhost:4000/settings',
      'http://localhost:4000/delete-account-confirmation',
    ]) {
      expect(rule.postLogoutRedirectUriAllowed(uri), uri).toBe(false);
    }
    expect(rule.redirectUriAllowed('http://localhost:4000/account-deleted')).toBe(false);
  });

  it('allows only the exact product origin when it is not a local one: no *.localhost name at all', () => {
    const prod = createOriginRule('https://myaccount.example.com');
    expect(prod.redirectUriAllowed('https://myaccount.example.com/auth/callback')).toBe(true);
    for (const uri of ['http://brand.localhost/auth/callback', 'http://fotoprint-nl.localhost/auth/callback',
      'https://fotoprint-nl.localhost/auth/callback', 'http://localhost/auth/callback', 'https://other.example.com/auth/callback']) {
      expect(prod.redirectUriAllowed(uri), uri).toBe(false);
    }
  });

  it("takes a loopback address for a local origin: the sites' local names on its port", () => {
    for (const publicUrl of ['http://127.0.0.1:4940', 'http://[::1]:4940']) {
      const local = createOriginRule(publicUrl);
      expect(local.redirectUriAllowed(`${publicUrl}/auth/callback`), publicUrl).toBe(true);
      expect(local.redirectUriAllowed('http://fotoprint-nl.localhost:4940/auth/callback'), publicUrl).toBe(true);
      expect(local.redirectUriAllowed('http://pseudo.localhost:4940/auth/callback'), publicUrl).toBe(true);
      expect(local.redirectUriAllowed('http://evil.localhost:4940/auth/callback'), publicUrl).toBe(false);
    }
    expect(createOriginRule('http://10.0.0.1:4940').redirectUriAllowed('http://fotoprint-nl.localhost:4940/auth/callback')).toBe(false);
    expect(createOriginRule('http://10.0.0.1:4940').redirectUriAllowed('http://pseudo.localhost:4940/auth/callback')).toBe(false);
  });
});

describe('configured host names of the brand sites (SITE_HOSTS)', () => {
  it('allows their https origins, and nothing around them', () => {
    const rule = createOriginRule('https://myaccount.example.com', { 'fotoprint-nl': ['www.fotoprint.nl', 'fotoprint.nl'] });
    expect(rule.redirectUriAllowed('https://www.fotoprint.nl/auth/callback')).toBe(true);
    expect(rule.redirectUriAllowed('https://fotoprint.nl/auth/callback')).toBe(true);
    expect(rule.redirectUriAllowed('http://www.fotoprint.nl/auth/callback')).toBe(false);
    expect(rule.redirectUriAllowed('https://www.fotoprint.nl:8443/auth/callback')).toBe(false);
    expect(rule.redirectUriAllowed('https://evil.www.fotoprint.nl/auth/callback')).toBe(false);
    expect(rule.postLogoutRedirectUriAllowed('https://www.fotoprint.nl/account-deleted')).toBe(true);
    expect(rule.redirectUriAllowed('http://fotoprint-nl.localhost/auth/callback')).toBe(false);
  });
});

describe('site issuers', () => {
  const product = createOriginRule('http://localhost:4000');

  it('the main issuer refuses the origins of sites with an issuer of their own, and only those', () => {
    const main = refuseOrigins(product, ['http://fotoutskrift-se.localhost:4000']);
    expect(main.redirectUriAllowed('http://fotoutskrift-se.localhost:4000/auth/callback')).toBe(false);
    expect(main.postLogoutRedirectUriAllowed('http://fotoutskrift-se.localhost:4000/')).toBe(false);
    expect(main.originAllowed('http://fotoutskrift-se.localhost:4000')).toBe(false);
    expect(main.redirectUriAllowed('http://fotoutskrift-no.localhost:4000/auth/callback')).toBe(true);
    expect(main.redirectUriAllowed('http://localhost:4000/auth/callback')).toBe(true);
    // The product's own rule (CORS of the storage and download APIs) still lets the Swedish site in.
    expect(product.originAllowed('http://fotoutskrift-se.localhost:4000')).toBe(true);
  });

  it("a site issuer takes exactly its site's origins", () => {
    const site = createSiteOriginRule(['http://fotoutskrift-se.localhost:4000']);
    expect(site.redirectUriAllowed('http://fotoutskrift-se.localhost:4000/auth/callback')).toBe(true);
    expect(site.postLogoutRedirectUriAllowed('http://fotoutskrift-se.localhost:4000/account-deleted')).toBe(true);
    expect(site.productOrigin).toBe('http://fotoutskrift-se.localhost:4000');
    for (const uri of ['http://localhost:4000/auth/callback', 'http://fotoutskrift-no.localhost:4000/auth/callback',
      'http://fotoutskrift-se.localhost:4001/auth/callback', 'https://fotoutskrift-se.localhost:4000/auth/callback',
      'http://fotoutskrift-se.localhost:4000/auth/callback?', 'http://fotoutskrift-se.localhost:4000/auth/callback#x',
      'http://x@fotoutskrift-se.localhost:4000/auth/callback', 'http://fotoutskrift-se.localhost:4000/other']) {
      expect(site.redirectUriAllowed(uri), uri).toBe(false);
    }
  });
});
