import { act, screen, waitFor } from '@testing-library/react';
import { RecordSource, Store, type Environment, type OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { photoLibraryWorld, type FakeLibrary } from '../test/factories/photoLibrary';
import { renderApp } from '../test/renderApp';
import { RouteQueryRefs } from './queryRefs';

const library: FakeLibrary = { months: [{ year: 2024, month: 3, count: 3 }], albumsCount: 2 };

/** The queries the Relay store retains now (by operation name), however many times each. */
function watchRetainedQueries(store: Store) {
  const retained = new Map<string, number>();
  const retain = store.retain.bind(store);
  store.retain = (operation: OperationDescriptor) => {
    const name = operation.request.node.params.name;
    retained.set(name, (retained.get(name) ?? 0) + 1);
    const disposable = retain(operation);
    let disposed = false;
    return {
      dispose: () => {
        if (!disposed) retained.set(name, retained.get(name)! - 1);
        disposed = true;
        disposable.dispose();
      },
    };
  };
  return () => [...retained].filter(([, count]) => count > 0).map(([name]) => name).sort();
}

/** Records of a type in the store (a query's data stays only while something retains it, once GC has run). */
function recordsOf(environment: Environment, typename: string) {
  const source = environment.getStore().getSource();
  return source.getRecordIDs().filter((id) => source.get(id)?.__typename === typename);
}

/**
 * Relay keeps a query that a render asked for but never showed for five minutes (a render overtaken by the router's
 * next state, as happens on a busy machine). A test that looks for what a route left behind lets that time pass once
 * the next screen is shown (no render of the route left can start after that).
 */
function letRelaysTemporaryRetainsLapse() {
  act(() => vi.advanceTimersByTime(5 * 60_000));
}

function renderAt(path: string) {
  // Timers the test moves on (Relay's five minutes); otherwise time runs as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  // No release buffer and an immediate GC: a query released is collected at once.
  const store = new Store(new RecordSource(), { gcReleaseBufferSize: 0 });
  const retainedQueries = watchRetainedQueries(store);
  // The feedback survey is offered, so the overview shows it: once it is on screen, its query is committed (a render
  // that never committed keeps its query retained for Relay's own five minutes, not until the page is left).
  const resolvers = { FeedbackSurvey: () => ({ offered: true }) };
  const app = renderApp(path, { world: photoLibraryWorld(library), resolvers, store, strict: true });
  return { ...app, retainedQueries };
}

/**
 * What the overview retains: its route's two queries (the page's and its activity's), and the query of the feedback
 * survey it shows (asked by the survey).
 */
const OVERVIEW = ['FeedbackSurveyOfferQuery', 'OverviewActivityQuery', 'OverviewPageQuery', 'ShellQuery'];

/** The overview as the customer sees it once it has loaded: the counts, its activity and the feedback survey. */
async function overviewShown() {
  expect(await screen.findByTestId('photos-count')).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Orders in progress' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Tell us what you think' })).toBeInTheDocument();
}

describe('route queries', () => {
  it('are released when the customer leaves their route, and their data is collected', async () => {
    const { router, environment, retainedQueries } = renderAt('/');
    await overviewShown();
    await waitFor(() => expect(retainedQueries()).toEqual(OVERVIEW));

    await act(() => router.navigate('/my-photos/photos'));
    expect(await screen.findAllByTestId('photo-tile')).toHaveLength(3);
    letRelaysTemporaryRetainsLapse();
    await waitFor(() => expect(retainedQueries()).not.toContain('OverviewPageQuery'));
    await waitFor(() => expect(retainedQueries()).not.toContain('OverviewActivityQuery'));
    await waitFor(() => expect(retainedQueries()).not.toContain('FeedbackSurveyOfferQuery'));
    expect(retainedQueries()).toEqual(expect.arrayContaining(['AllPhotosPageQuery', 'PhotoManagementPageQuery', 'ShellQuery']));
    expect(recordsOf(environment, 'TimelineMonth')).toHaveLength(1);

    await act(() => router.navigate('/my-photos/albums'));
    expect(await screen.findByRole('button', { name: 'New album' })).toBeInTheDocument();
    letRelaysTemporaryRetainsLapse();
    await waitFor(() => expect(retainedQueries()).toEqual(['AlbumsPageQuery', 'PhotoManagementPageQuery', 'ShellQuery']));
    await waitFor(() => expect(recordsOf(environment, 'TimelineMonth')).toEqual([]));
    expect(recordsOf(environment, 'Album').length).toBeGreaterThan(0);

    await act(() => router.navigate('/'));
    await overviewShown();
    letRelaysTemporaryRetainsLapse();
    await waitFor(() => expect(retainedQueries()).toEqual(OVERVIEW));
    await waitFor(() => expect(recordsOf(environment, 'Album')).toEqual([]));
  });

  it('are replaced, not added to, when the router revalidates', async () => {
    const { router, retainedQueries } = renderAt('/');
    await overviewShown();
    await waitFor(() => expect(retainedQueries()).toEqual(OVERVIEW));
    type Refs = Record<'page' | 'activity', { isDisposed: boolean }>;
    const before = router.state.loaderData;
    await act(() => router.revalidate());
    expect(router.state.loaderData.overview).not.toBe(before.overview);
    expect(screen.getByTestId('photos-count')).toBeInTheDocument();
    await waitFor(() => expect((before.overview as Refs).page.isDisposed).toBe(true));
    expect((before.overview as Refs).activity.isDisposed).toBe(true);
    expect((before.shell as { isDisposed: boolean }).isDisposed).toBe(true);
    const after = router.state.loaderData.overview as Refs;
    expect([after.page.isDisposed, after.activity.isDisposed]).toEqual([false, false]);
    expect(retainedQueries()).toEqual(OVERVIEW);
  });
});

describe('RouteQueryRefs', () => {
  const ref = () => {
    const r = { kind: 'PreloadedQuery' as const, isDisposed: false, dispose: () => void (r.isDisposed = true) };
    return r;
  };
  /** A router whose state the test sets, telling its subscribers as react-router does. */
  const fakeRouter = (navigation: 'idle' | 'loading', loaderData: Record<string, unknown>) => {
    const subscribers = new Set<() => void>();
    const router = {
      state: { initialized: true, navigation: { state: navigation }, revalidation: 'idle', fetchers: new Map(), loaderData },
      subscribe: (subscriber: () => void) => {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      },
      set(next: 'idle' | 'loading', data: Record<string, unknown>) {
        router.state = { ...router.state, navigation: { state: next }, loaderData: data };
        subscribers.forEach((subscriber) => subscriber());
      },
    };
    return router;
  };

  it('keeps what is on screen and what the router holds; disposes nothing while the router loads', () => {
    const [shown, next, left, overtaken] = [ref(), ref(), ref(), ref()];
    const refs = new RouteQueryRefs();
    refs.track(left);
    refs.track({ a: shown, size: 'S300' });
    refs.track(overtaken);
    refs.track(next);
    const router = fakeRouter('loading', { page: next });
    refs.follow(router as never);
    refs.committed([{ a: shown, size: 'S300' }]);
    expect([shown, next, left, overtaken].map((r) => r.isDisposed)).toEqual([false, false, false, false]);

    router.set('idle', { page: next });
    expect([shown, next, left, overtaken].map((r) => r.isDisposed)).toEqual([false, false, true, true]);
    refs.committed([next]);
    expect(shown.isDisposed).toBe(true);
    expect(refs.size).toBe(1);
  });

  it('releases when the router becomes idle after routes were committed while it loaded, with nothing new to commit', () => {
    const [page, left] = [ref(), ref()];
    const refs = new RouteQueryRefs();
    refs.track(left);
    refs.track(page);
    const router = fakeRouter('loading', { page });
    refs.follow(router as never);
    refs.committed([page]);
    expect(left.isDisposed).toBe(false);
    router.set('idle', { page });
    expect([page.isDisposed, left.isDisposed]).toEqual([false, true]);
  });
});
