import { useEffect } from 'react';
import { useMatches, type DataRouter } from 'react-router';

interface QueryRef {
  kind: 'PreloadedQuery';
  dispose: () => void;
}

function isQueryRef(value: unknown): value is QueryRef {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'PreloadedQuery';
}

/** The query references in a loader's data: the data itself, or its properties (`{ album, photos, size }`). */
export function queryRefsIn(data: unknown): QueryRef[] {
  if (isQueryRef(data)) return [data];
  if (typeof data !== 'object' || data === null) return [];
  return Object.values(data).filter(isQueryRef);
}

/**
 * The query references the route loaders handed out (`loadQuery` retains its query in the Relay store until the
 * reference is disposed). Each is disposed once neither the routes on screen nor the router's current state hold
 * it: the customer left its route, a revalidation replaced it, or its navigation was overtaken before it showed.
 * It looks again each time React commits routes and each time the router's state changes: routes committed while
 * the router still loads (a navigation, a revalidation or a fetcher) release nothing, and the router's becoming idle
 * may come with no new routes to commit.
 */
export class RouteQueryRefs {
  private readonly live = new Set<QueryRef>();
  private router: Pick<DataRouter, 'state'> | null = null;
  private rendered: readonly unknown[] = [];

  /** The router whose loaders hand out the references (its state tells which navigation is still loading). */
  follow(router: Pick<DataRouter, 'state'> & Partial<Pick<DataRouter, 'subscribe'>>) {
    this.router = router;
    router.subscribe?.(() => this.release());
  }

  /** A loader's data, as it returns it. */
  track<T>(data: T): T {
    for (const ref of queryRefsIn(data)) this.live.add(ref);
    return data;
  }

  /** After React committed routes: their data (`rendered`), kept while they are on screen. */
  committed(rendered: readonly unknown[]) {
    this.rendered = rendered;
    this.release();
  }

  /**
   * Disposes every reference that neither the routes on screen nor the router's state holds. Nothing is disposed
   * while the router loads: the new references its loaders hand out are in neither place yet.
   */
  private release() {
    const state = this.router?.state;
    if (!state?.initialized || state.navigation.state !== 'idle' || state.revalidation !== 'idle') return;
    if ([...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle')) return;
    const kept = new Set([...this.rendered, ...Object.values(state.loaderData)].flatMap(queryRefsIn));
    for (const ref of this.live) {
      if (kept.has(ref)) continue;
      this.live.delete(ref);
      ref.dispose();
    }
  }

  /** The references handed out and not disposed yet. */
  get size() {
    return this.live.size;
  }
}

/**
 * Tells the references which routes React has committed: while a navigation is pending (its screen's code or data
 * still loading) the old screen stays on screen and keeps its data. Safe under StrictMode (releasing twice is
 * releasing once).
 */
export function useReleaseRouteQueries(refs: RouteQueryRefs) {
  const matches = useMatches();
  useEffect(() => refs.committed(matches.map((match) => match.loaderData)), [refs, matches]);
}
