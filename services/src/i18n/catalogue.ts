// The services' catalogues (the e-mails' and the sign-in pages'): one set of texts per language, written with `{name}`
// placeholders, that every locale of that language speaks (en-GB and en-IE, nl-NL and nl-BE …).
import { LOCALES, type Locale } from '@my-account/brands';

/** The language of the sites' locales: `de` of de-DE and de-AT. */
export type Language = Locale extends infer L ? (L extends `${infer Code}-${string}` ? Code : never) : never;

/** The texts of every locale of the sites: those of its language. */
export const byLanguage = <T>(catalogues: Readonly<Record<Language, T>>): Readonly<Record<Locale, T>> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, catalogues[locale.split('-')[0] as Language]])) as Record<Locale, T>;

/** Fills `{name}` placeholders (values are plain text; the page or e-mail escapes the result). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The placeholders of a text, sorted (a translation has exactly its source's). */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
