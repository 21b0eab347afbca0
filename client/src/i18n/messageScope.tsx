import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, textLocaleFor, type Messages } from './catalogues';

/** A scope's catalogues by path (`import.meta.glob('…/messages/*.json', { query: { scope }, import: 'default' })`). */
export type ScopeCatalogues = Record<string, () => Promise<Messages>>;

export interface MessageScope {
  /** Loads the scope's texts for a brand locale (once); a screen's `page()` awaits it beside its code. */
  load: (locale: string) => Promise<Messages>;
}

/**
 * Texts of a lazy scope (`scopes.ts`): loaded with the screens that show them rather than with the first page. A
 * catalogue that cannot be loaded leaves the texts of the sources (as the main catalogue does).
 */
export function createMessageScope(catalogues: ScopeCatalogues): MessageScope {
  const loads = new Map<string, Promise<Messages>>();
  const load = (locale: string) => {
    const textLocale = textLocaleFor(locale);
    let loading = loads.get(textLocale);
    if (!loading) {
      const path = Object.keys(catalogues).find((key) => key.endsWith(`/${textLocale}.json`));
      loading = (path ? catalogues[path]!() : Promise.resolve({}))
        .catch((error: unknown): Messages => {
          console.error(error);
          loads.delete(textLocale); // asked for again next time
          return {};
        });
      // Marked as React marks a promise `use` has read: a screen rendered after the texts arrived reads them at once.
      const settled = loading;
      void settled.then((messages) => Object.assign(settled, { status: 'fulfilled', value: messages }));
      loads.set(textLocale, loading);
    }
    return loading;
  };
  return { load };
}

/**
 * Adds a lazy scope's texts to those around it; suspends until they are loaded (screens load them beforehand).
 * `use` is called on every render: called only while the texts were missing, React's replay of the suspended render
 * saw fewer hooks than the first try ("Update hook called on initial render").
 */
export function MessageScopeProvider({ scope, children }: { scope: MessageScope; children: ReactNode }) {
  const parent = useIntl();
  const scoped = use(scope.load(parent.locale));
  const messages = useMemo(() => ({ ...parent.messages, ...scoped }) as Messages, [parent.messages, scoped]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
