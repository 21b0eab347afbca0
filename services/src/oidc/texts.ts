// The texts of the identity provider's pages (sign-in, sign-out, errors) in every locale of the brand sites, one
// catalogue per language (./texts/). A page speaks the first supported locale of the request's `ui_locales` (what the
// site asks for), else the site's own locale.
import { isLocale, LOCALES, type Locale } from '@my-account/brands';
import { byLanguage } from '../i18n/catalogue';
import { da } from './texts/da';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { nb } from './texts/nb';
import { nl } from './texts/nl';
import { pt } from './texts/pt';
import { sv } from './texts/sv';
import type { SignInTexts } from './texts/types';

export type { SignInTexts } from './texts/types';

export const SIGN_IN_TEXTS = byLanguage({ en, nl, fr, de, it, es, pt, da, nb, sv });

/** At most this much of `ui_locales` is read (it is the client's wish, not something to spend effort on). */
const MAX_UI_LOCALES = 200;

/**
 * The locale of a sign-in page: the first of `uiLocales` (space-separated BCP 47 tags, the OIDC parameter) that is a
 * site locale (any case), else the site's locale when a tag has its language, else a site locale of a tag's language
 * (the language's home country first: `fr` → fr-FR), else the site's locale.
 */
export function pickLocale(uiLocales: unknown, siteLocale: Locale): Locale {
  const tags = typeof uiLocales === 'string' ? uiLocales.slice(0, MAX_UI_LOCALES).split(/\s+/).filter(Boolean).slice(0, 10) : [];
  for (const tag of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of tags) {
    const language = tag.split('-')[0]!.toLowerCase();
    if (siteLocale.toLowerCase().startsWith(`${language}-`)) return siteLocale;
    const home = LOCALES.find((l) => l.toLowerCase() === `${language}-${language}`); // fr → fr-FR, de → de-DE
    const first = home ?? LOCALES.find((l) => l.toLowerCase().startsWith(`${language}-`));
    if (first) return first;
  }
  return siteLocale;
}

/** The texts of a locale (en-GB for anything unknown). */
export const textsOf = (locale: unknown): SignInTexts => SIGN_IN_TEXTS[isLocale(locale) ? locale : 'en-GB'];
