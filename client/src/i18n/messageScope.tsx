import { lazy, use, useMemo, type ComponentType, type ReactNode } from 'react';
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

/** The texts of a load once they are in (marked by `createMessageScope`), else undefined. */
function loadedTexts(loading: Promise<Messages>): Messages | undefined {
  const marked = loading as Promise<Messages> & { status?: string; value?: Messages };
  return marked.status === 'fulfilled' ? marked.value : undefined;
}

/**
 * Adds a lazy scope's texts to those around it; suspends until they are loaded (screens load them beforehand, so
 * this is rare). `use` comes after every hook (a replay of the suspended render then calls the same hooks) and only
 * while the texts are missing: React counts any `use` of a promise, even one it has read, as waiting for data, and in
 * the tests' `act` a click that opened a screen whose part was still loading then lost its render for good.
 */
export function MessageScopeProvider({ scope, children }: { scope: MessageScope; children: ReactNode }) {
  const parent = useIntl();
  const loading = scope.load(parent.locale);
  const scoped = loadedTexts(loading);
  const messages = useMemo(() => ({ ...parent.messages, ...scoped }) as Messages, [parent.messages, scoped]);
  if (!scoped) use(loading);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** A component once its code and its texts are both in, loaded in parallel (as a screen's `page()` does). */
export function withTexts<P extends object>(code: () => Promise<ComponentType<P>>, texts: () => Promise<unknown>) {
  return Promise.all([code(), texts()]).then(([component]) => component);
}

/**
 * A part of a screen in a chunk of its own that shows a lazy scope's texts: React's `lazy` over `withTexts`, so the
 * part never renders before its texts are in. Import the texts' module with `import()` too, or the scope's catalogue
 * index lands in the chunk that shows the part.
 */
export function lazyWithTexts<P extends object>(code: () => Promise<ComponentType<P>>, texts: () => Promise<unknown>) {
  return lazy(() => withTexts(code, texts).then((component) => ({ default: component })));
}
