import { LOCALES } from '@my-account/brands';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../i18n/catalogue';
import { pickLocale, SIGN_IN_TEXTS } from './texts';

describe('the identity provider\'s page texts', () => {
  it('has every text in every locale of the sites, with the placeholders of the English one', () => {
    const english = SIGN_IN_TEXTS['en-GB'];
    for (const locale of LOCALES) {
      const texts = SIGN_IN_TEXTS[locale];
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english) as [keyof typeof english, string][]) {
        expect(texts[key]?.trim(), `${locale} ${key} is missing`).toBeTruthy();
        expect(placeholdersOf(texts[key]), `${locale} ${key}`).toEqual(placeholdersOf(text));
      }
    }
  });

  it('are translated: no text of a locale of another language is the English one (but words that language shares)', () => {
    const english = SIGN_IN_TEXTS['en-GB'];
    const shared: Partial<Record<string, string[]>> = { 'it-IT': ['password'] };
    for (const locale of LOCALES.filter((l) => !l.startsWith('en-'))) {
      for (const [key, text] of Object.entries(SIGN_IN_TEXTS[locale])) {
        if (!shared[locale]?.includes(key)) expect(text, `${locale} ${key}`).not.toBe(english[key as keyof typeof english]);
      }
    }
  });

  it('takes the first supported ui_locales tag, else the site locale', () => {
    expect(pickLocale('sv-SE', 'en-GB')).toBe('sv-SE');
    expect(pickLocale('xx-YY NB-no', 'en-GB')).toBe('nb-NO');
    expect(pickLocale('nl', 'nl-BE')).toBe('nl-BE');
    expect(pickLocale('fr', 'en-GB')).toBe('fr-FR');
    expect(pickLocale('da', 'en-GB')).toBe('da-DK');
    expect(pickLocale('', 'de-AT')).toBe('de-AT');
    expect(pickLocale(undefined, 'de-AT')).toBe('de-AT');
    expect(pickLocale(['sv-SE'], 'en-GB')).toBe('en-GB');
    expect(pickLocale(`${'x '.repeat(200)}sv-SE`, 'en-GB')).toBe('en-GB'); // only the first 200 characters are read
  });
});
