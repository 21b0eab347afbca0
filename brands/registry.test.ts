import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  COUNTRIES, LOCALES, SITES, SURVEY_LOCALES, VENDORS, localOwnIssuer, parseSiteHosts, siteLocale, siteOfChannel,
  siteOfHost, siteOrigin, siteVendor, vendorNamed, vendorOf,
} from './index';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('brand registry', () => {
  it('has 17 sites with unique channels, covering every country and locale', () => {
    assert.equal(SITES.length, 17);
    assert.equal(new Set(SITES.map((s) => s.channel)).size, 17);
    assert.deepEqual([...new Set(SITES.map((s) => s.country))].sort(), [...COUNTRIES].sort());
    assert.deepEqual([...new Set(SITES.map((s) => siteLocale(s)))].sort(), [...LOCALES].sort());
    for (const locale of SURVEY_LOCALES) assert.ok(LOCALES.includes(locale));
  });

  it('gives every vendor a logo and readable colours', () => {
    for (const vendor of VENDORS) {
      assert.ok(existsSync(new URL(`./logos/${vendor.id}.svg`, import.meta.url)), `logo of ${vendor.id}`);
      const { primary, primaryDark, tint, header } = vendor.theme;
      assert.ok(contrast(primary, '#ffffff') >= 4.5, `${vendor.id}: white on primary`);
      assert.ok(contrast(primaryDark, '#ffffff') >= 4.5, `${vendor.id}: white on primaryDark`);
      assert.ok(contrast(primary, tint) >= 4.5, `${vendor.id}: primary on tint`);
      assert.ok(contrast('#1f2328', header) >= 4.5, `${vendor.id}: text on header`);
    }
    for (const site of SITES) assert.ok(vendorOf(site), site.channel);
  });

  it('forces de-AT on the Austrian channel, else takes the channel configuration', () => {
    const at = siteOfChannel('fotodruck-at')!;
    assert.equal(siteLocale(at, 'de-DE'), 'de-AT');
    const nl = siteOfChannel('fotoprint-nl')!;
    assert.equal(siteLocale(nl, 'nl-NL'), 'nl-NL');
    assert.equal(siteLocale(nl, 'xx-YY'), 'nl-NL');
    assert.equal(siteLocale(nl, null), 'nl-NL');
  });

  it("chooses the brand from the vendor name: the channel's vendor, else the registry's", () => {
    assert.equal(vendorNamed('fotoprint')?.name, 'FotoPrint');
    assert.equal(vendorNamed(' SnapBook ')?.name, 'SnapBook');
    for (const name of ['', 'nope', null, undefined, 42]) assert.equal(vendorNamed(name), undefined, String(name));
    const ie = siteOfChannel('photoprint-ie')!;
    assert.equal(siteVendor(ie, 'snapbook').name, 'SnapBook');
    assert.equal(siteVendor(ie, 'nope').name, 'PhotoPrint');
    assert.equal(siteVendor(ie, null), vendorOf(ie));
  });

  it('finds the site of a host name: configured, local, else the default', () => {
    const hosts = parseSiteHosts('fotoprint-nl=www.fotoprint.nl|fotoprint.nl, photoprint-gb=www.photoprint.co.uk');
    assert.equal(siteOfHost('WWW.FOTOPRINT.NL', hosts).channel, 'fotoprint-nl');
    assert.equal(siteOfHost('fotoutskrift-se.localhost').channel, 'fotoutskrift-se');
    assert.equal(siteOfHost('localhost').channel, 'photoprint-gb');
    assert.equal(siteOfHost('unknown.example').channel, 'photoprint-gb');
    assert.throws(() => parseSiteHosts('nope=www.example.com'), /unknown channel "nope"/);
  });

  it('builds site origins and local issuers', () => {
    const se = siteOfChannel('fotoutskrift-se')!;
    assert.equal(siteOrigin(se, 'http://localhost:4000'), 'http://fotoutskrift-se.localhost:4000');
    assert.equal(siteOrigin(SITES[0]!, 'http://localhost:4000'), 'http://localhost:4000');
    assert.equal(siteOrigin(se, 'http://localhost:4000', { 'fotoutskrift-se': ['www.fotoutskrift.se'] }), 'https://www.fotoutskrift.se');
    assert.equal(localOwnIssuer(se, 'http://localhost:4001'), 'http://auth.fotoutskrift-se.localhost:4001/oidc');
    assert.ok(se.auth.ownIssuer);
    assert.equal(siteOfChannel('fotoutskrift-no')!.auth.identityProviderHint, 'fotoutskrift-id');
  });
});
