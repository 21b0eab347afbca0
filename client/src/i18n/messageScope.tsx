import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, textLocaleFor, type Messages } from './catalogues';

/** A scope's catalogues by path (`import.meta.glob('…/messages/*.json', { query: { scope }, import: 'default' })`). */
export type ScopeCatalogues = Record<string, () => Promise<Messages>>;

export interface MessageScope {
  /** Loads the scope's texts for a brand locale (once); a screen's `page()` awaits it beside its code. */
  load: (locale: string) => Promise<Messages>;
  /** The texts already loaded for a brand locale. */
  loaded: (locale: string) => Messages | undefined;
}

/**
 * Texts of a lazy scope (`scopes.ts`): loaded with the screens that show them rather than with the first page. A
 * catalogue that cannot be loaded leaves the texts of the sources (as the main catalogue does).
 */
export function createMessageScope(catalogues: ScopeCatalogues): MessageScope {
  const loads = new Map<string, Promise<Messages>>();
  const done = new Map<string, Messages>();
  const load = (locale: string) => {
    const textLocale = textLocaleFor(locale);
    let loading = loads.get(textLocale);
    if (!loading) {
      const path = Object.keys(catalogues).find((key) => key.endsWith(`/${textLocale}.json`));
      loading = (path ? catalogues[path]!() : Promise.resolve({}))
        .then((messages) => {
          done.set(textLocale, messages);
          return messages;
        })
        .catch((error: unknown): Messages => {
          console.error(error);
          loads.delete(textLocale); // asked for again next time
          return {};
        });
      loads.set(textLocale, loading);
    }
    return loading;
  };
  return { load, loaded: (locale) => done.get(textLocaleFor(locale)) };
}

/** Adds a lazy scope's texts to those around it; suspends until they are loaded (screens load them beforehand). */
export function MessageScopeProvider({ scope, children }: { scope: MessageScope; children: ReactNode }) {
  const parent = useIntl();
  const scoped = scope.loaded(parent.locale) ?? use(scope.load(parent.locale));
  const messages = useMemo(() => ({ ...parent.messages, ...scoped }) as Messages, [parent.messages, scoped]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
