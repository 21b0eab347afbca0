import { textLocaleFor, type Catalogue, type Messages } from '../i18n/catalogues';

const MESSAGES = import.meta.glob<Messages>('../i18n/messages/*.json', { import: 'default', eager: true });

/** The catalogue a brand locale shows, at once (the app loads it with `loadCatalogue` before it renders). */
export function catalogueFor(locale: string): Catalogue {
  const textLocale = textLocaleFor(locale);
  return { textLocale, messages: MESSAGES[`../i18n/messages/${textLocale}.json`]! };
}
