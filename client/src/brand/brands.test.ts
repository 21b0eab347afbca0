import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues';
import { brandOfChannel, brandOfConfig, DEFAULT_BRAND, selectBrand } from './brands';

describe('brands', () => {
  it('chooses the site of the host name, with its vendor name, locale and logo', () => {
    expect(selectBrand('fotoprint-nl.localhost')).toMatchObject({
      channel: 'fotoprint-nl', vendor: 'fotoprint', brandName: 'FotoPrint', locale: 'nl-NL', country: 'NL', currency: 'EUR',
    });
    expect(selectBrand('FOTOPRINT-NL.LOCALHOST').channel).toBe('fotoprint-nl');
    expect(selectBrand('localhost')).toMatchObject({ channel: 'photoprint-gb', brandName: 'PhotoPrint', locale: 'en-GB' });
    expect(selectBrand('unknown.example')).toEqual(DEFAULT_BRAND);
    const logo = selectBrand('snapbook-de.localhost').logoUrl;
    const svg = logo.startsWith('data:') ? atob(logo.split(',')[1]!) : logo;
    expect(svg).toMatch(/SnapBook|snapbook.*\.svg/);
  });

  it('forces de-AT on the Austrian channel even when its configuration says de-DE', () => {
    expect(selectBrand('fotodruck-at.localhost').locale).toBe('de-AT');
    expect(brandOfConfig({ channel: 'fotodruck-at', locale: 'de-DE' }, 'localhost').locale).toBe('de-AT');
  });

  it("takes the site the configuration names, with its channel's locale and links", () => {
    const brand = brandOfConfig(
      { channel: 'fotoprint-be', locale: 'nl-BE', shopUrl: 'https://www.fotoprint.be/', currency: 'EUR' },
      'www.fotoprint.be',
    );
    expect(brand).toMatchObject({ channel: 'fotoprint-be', locale: 'nl-BE', shopUrl: 'https://www.fotoprint.be/' });
    expect(brandOfConfig({ channel: 'fotoprint-nl', locale: 'xx-XX' }, 'localhost').locale).toBe('nl-NL');
    expect(brandOfConfig(undefined, 'fototryk-dk.localhost').channel).toBe('fototryk-dk');
    expect(brandOfChannel('nope')).toBeUndefined();
  });

  it("chooses the brand from the configuration's vendor name, else the registry's vendor of the site", () => {
    expect(brandOfConfig({ channel: 'photoprint-ie', vendor: 'snapbook' }, 'localhost')).toMatchObject({
      channel: 'photoprint-ie', vendor: 'snapbook', brandName: 'SnapBook', theme: selectBrand('snapbook-gb.localhost').theme,
    });
    expect(brandOfConfig({ channel: 'photoprint-ie', vendor: 'nope' }, 'localhost')).toMatchObject({ vendor: 'photoprint', brandName: 'PhotoPrint' });
  });

  it('loads each locale its own catalogue', async () => {
    expect((await loadCatalogue('sv-SE')).textLocale).toBe('sv-SE');
    expect((await loadCatalogue('nl-BE')).textLocale).toBe('nl-BE');
    expect((await loadCatalogue('de-AT')).messages['route.overview.title']).toBeTruthy();
    expect((await loadCatalogue('de-AT')).messages['route.overview.title']).not.toBe('My account overview');
  });
});
