import { describe, expect, it } from 'vitest';
import { loadCatalogue, textLocaleFor } from '../i18n/catalogues';
import { BRANDS, selectBrand } from './brands';

describe('brand registry', () => {
  it('chooses the brand whose hostnames contain the current hostname', () => {
    expect(selectBrand('fotoprint-nl.localhost')).toMatchObject({ vendor: 'fotoprint-nl', brandName: 'FotoPrint', locale: 'nl-NL', country: 'NL' });
    expect(selectBrand('photoprint-gb.localhost')).toMatchObject({ vendor: 'photoprint-gb', brandName: 'PhotoPrint', locale: 'en-GB' });
    expect(selectBrand('localhost').vendor).toBe('photoprint-gb');
    expect(selectBrand('FOTOPRINT-NL.LOCALHOST').vendor).toBe('fotoprint-nl');
  });

  it('falls back to the first (default) brand for unknown hosts', () => {
    expect(selectBrand('unknown.example')).toBe(BRANDS[0]);
  });

  it('has the forced de-AT channel and unique hostnames', () => {
    expect(selectBrand('fotodruck-at.localhost').locale).toBe('de-AT');
    const hosts = BRANDS.flatMap((b) => b.hostnames);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('uses the brand locale texts where a catalogue exists, else the same language, else English', async () => {
    expect(textLocaleFor('nl-NL')).toBe('nl-NL');
    expect(textLocaleFor('nl-BE')).toBe('nl-NL');
    expect(textLocaleFor('de-AT')).toBe('en-GB');
    expect((await loadCatalogue('sv-SE')).messages['route.overview.title']).toBe('My account overview');
    expect((await loadCatalogue('nl-BE')).messages['route.overview.title']).toBe('Mijn accountoverzicht');
  });
});
