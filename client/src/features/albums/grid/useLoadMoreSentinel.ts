import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export interface LoadMoreState {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/**
 * Infinite scroll: returns a ref for an element placed after the last item; while it is within a screen of the
 * viewport and more pages exist, the next page is requested (again after each page, until the screen is full).
 */
export function useLoadMoreSentinel<T extends Element = HTMLDivElement>({ hasNext, isLoadingNext, loadNext }: LoadMoreState) {
  const sentinelRef = useRef<T>(null);
  const visible = useRef(false);
  // An effect event: the observer is created once and still reads the latest state, never a stale loadNext.
  const maybeLoad = useEffectEvent(() => {
    if (visible.current && hasNext && !isLoadingNext) loadNext();
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((e) => e.isIntersecting);
        maybeLoad();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  // A page that did not fill the screen: keep loading while the sentinel stays in view.
  useEffect(() => {
    if (!isLoadingNext) maybeLoad();
  }, [isLoadingNext, hasNext]);

  return sentinelRef;
}

type LoadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;

/**
 * Pages of `pageSize` from a Relay pagination fragment: `loadMore` asks for the next one; a failed page is reported
 * in `pageFailed` (the screen shows its error text and stops asking).
 */
export function usePageLoader(loadNext: LoadNext, pageSize: number) {
  const [pageFailed, setPageFailed] = useState(false);
  const loadMore = useCallback(
    () => void loadNext(pageSize, { onComplete: (error) => setPageFailed(Boolean(error)) }),
    [loadNext, pageSize],
  );
  return { pageFailed, setPageFailed, loadMore };
}

/** Infinite scroll over a Relay pagination fragment: usePageLoader's pages while the sentinel is near the viewport. */
export function useInfinitePages<T extends Element = HTMLDivElement>(
  { loadNext, hasNext, isLoadingNext }: { loadNext: LoadNext; hasNext: boolean; isLoadingNext: boolean },
  pageSize: number,
  { paused = false }: { paused?: boolean } = {},
) {
  const { pageFailed, setPageFailed, loadMore } = usePageLoader(loadNext, pageSize);
  const sentinelRef = useLoadMoreSentinel<T>({ hasNext: hasNext && !pageFailed && !paused, isLoadingNext, loadNext: loadMore });
  return { sentinelRef, pageFailed, setPageFailed, loadMore };
}
