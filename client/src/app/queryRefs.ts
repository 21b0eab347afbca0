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
 */
export class RouteQueryRefs {
  private readonly live = new Set<QueryRef>();
  private router: Pick<DataRouter, 'state'> | null = null;

  /** The router whose loaders hand out the references (its state tells which navigation is still loading). */
  follow(router: Pick<DataRouter, 'state'>) {
    this.router = router;
  }

  /** A loader's data, as it returns it. */
  track<T>(data: T): T {
    for (const ref of queryRefsIn(data)) this.live.add(ref);
    return data;
  }

  /**
   * After React committed routes: disposes every reference that neither their data (`rendered`) nor the router's
   * state holds. Nothing is disposed while the router loads (a navigation, a revalidation or a fetcher): the new
   * references its loaders hand out are in neither place yet.
   */
  release(rendered: readonly unknown[]) {
    const state = this.router?.state;
    if (!state?.initialized || state.navigation.state !== 'idle' || state.revalidation !== 'idle') return;
    if ([...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle')) return;
    const kept = new Set([...rendered, ...Object.values(state.loaderData)].flatMap(queryRefsIn));
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
 * Disposes the references of routes left, once React has committed the routes that replace them: while a navigation
 * is pending (its screen's code or data still loading) the old screen stays on screen and keeps its data. Safe under
 * StrictMode (releasing twice is releasing once).
 */
export function useReleaseRouteQueries(refs: RouteQueryRefs) {
  const matches = useMatches();
  useEffect(() => refs.release(matches.map((match) => match.loaderData)), [refs, matches]);
}
