import enGB from './messages/en-GB.json';
import nlNL from './messages/nl-NL.json';

export type Messages = Record<string, string>;

/** Message catalogues per locale. English (en-GB) is the source catalogue and the fallback. */
export const CATALOGUES: Readonly<Record<string, Messages>> = {
  'en-GB': enGB,
  'nl-NL': nlNL,
};

export const DEFAULT_LOCALE = 'en-GB';

/**
 * The catalogue for a locale: the exact locale, else another locale of the same language (nl-BE → nl-NL),
 * else English. Returns the locale of the texts too (for `<html lang>`).
 */
export function catalogueFor(locale: string): { textLocale: string; messages: Messages } {
  const exact = CATALOGUES[locale];
  if (exact) return { textLocale: locale, messages: exact };
  const language = locale.split('-')[0]?.toLowerCase();
  const sibling = Object.keys(CATALOGUES).find((l) => l.split('-')[0]?.toLowerCase() === language);
  if (sibling) return { textLocale: sibling, messages: CATALOGUES[sibling]! };
  return { textLocale: DEFAULT_LOCALE, messages: CATALOGUES[DEFAULT_LOCALE]! };
}
