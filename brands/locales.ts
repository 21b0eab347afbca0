/**
 * The locales of the brand sites (spec §1): each has a complete message catalogue in the client and its own date and
 * number formats. en-GB is the source language.
 */
export const LOCALES = [
  'en-GB', 'en-IE', 'nl-NL', 'nl-BE', 'fr-BE', 'fr-FR', 'de-DE', 'de-AT',
  'it-IT', 'es-ES', 'pt-PT', 'da-DK', 'nb-NO', 'sv-SE',
] as const;

export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en-GB';

/** The locales the feedback survey is offered in (spec §1). */
export const SURVEY_LOCALES: readonly Locale[] = [
  'en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE',
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Locales whose month names are capitalised in dates (spec §1: the Spanish locale). */
export const CAPITALISED_MONTH_LOCALES: readonly Locale[] = ['es-ES'];
