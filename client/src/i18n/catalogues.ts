import type { MessageFormatElement } from 'react-intl';

/** A catalogue's texts: ICU strings, or (in a production build) their pre-compiled syntax trees. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export interface Catalogue {
  /** The locale of the texts (`<html lang>`), which may differ from the brand's locale (nl-BE → nl-NL). */
  textLocale: string;
  messages: Messages;
}

/** One chunk per catalogue: a page loads only its brand's texts. */
const CATALOGUES = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

const catalogueLocale = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

/** Locales that have a catalogue. English (en-GB) is the source catalogue and the fallback. */
export const TEXT_LOCALES = Object.keys(CATALOGUES).map(catalogueLocale);

export const DEFAULT_LOCALE = 'en-GB';

/**
 * The locale of the texts for a brand locale: the exact locale, else another locale of the same language
 * (nl-BE → nl-NL), else English.
 */
export function textLocaleFor(locale: string): string {
  if (TEXT_LOCALES.includes(locale)) return locale;
  const language = locale.split('-')[0]?.toLowerCase();
  return TEXT_LOCALES.find((l) => l.split('-')[0]?.toLowerCase() === language) ?? DEFAULT_LOCALE;
}

/** Loads the catalogue a brand locale shows. */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const textLocale = textLocaleFor(locale);
  const load = CATALOGUES[`./messages/${textLocale}.json`]!;
  return { textLocale, messages: await load() };
}
