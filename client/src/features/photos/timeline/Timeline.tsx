import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { pathTo } from '../../../app/routes';
import { isLargeScreen, useBreakpoint } from '../../../app/useBreakpoint';
import { Scrubber, withKeptQuery } from '../../../ui';
import { ErrorBoundary } from '../ErrorBoundary';
import { usePhotoGridKeyboard } from '../grid/photoGridKeyboard';
import { usePhotoSelection } from '../selection/photoSelection';
import type { PhotoSortPreference } from '../sort/sortPreference';
import { MonthHeader } from './MonthHeader';
import { MonthPhotosLoader } from './MonthPhotos';
import { MonthRows, SkeletonTile } from './MonthRows';
import { monthLabel } from './monthLabel';
import { PHOTOS_SCROLL_KEY, restoreScrollPosition, saveScrollPosition } from './scrollPosition';
import { TimelineManager, type MonthSummary } from './timelineManager';
import './Timeline.css';

const m = defineMessages({
  scrubber: { id: 'photos.scrubber.label', defaultMessage: 'Jump to month' },
  monthError: { id: 'photos.month.error', defaultMessage: 'Error: Your photos could not be loaded' },
});

export interface TimelineProps {
  /** The months in display order. */
  months: readonly MonthSummary[];
  sort: PhotoSortPreference;
}

/**
 * The virtualised timeline: every month is a placeholder sized from its count; months near the viewport mount
 * and fetch their photos; within them only rows near the viewport are rendered. A scrubber jumps to any month.
 */
export function Timeline({ months, sort }: TimelineProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const selection = usePhotoSelection();
  const large = isLargeScreen(useBreakpoint());
  const size: ThumbnailSize = large ? 'S800' : 'S300';
  const ref = useRef<HTMLDivElement>(null);
  const [manager] = useState(() => new TimelineManager(window.innerWidth, window.innerHeight));
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
  usePhotoGridKeyboard(ref);

  useLayoutEffect(() => manager.setMonths(months), [manager, months]);

  useEffect(() => {
    selection.setSource({ monthIds: () => manager.monthIds(), loadedIds: () => manager.loadedIds() });
    return () => selection.setSource(null);
  }, [selection, manager]);

  // Width and viewport: measured now and on every scroll / resize (at most once per frame).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      manager.setWidth(el.clientWidth || window.innerWidth);
      manager.setViewport(-el.getBoundingClientRect().top, window.innerHeight);
    };
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [manager]);

  // Back from a preview: the saved position (placeholders already give the page its full height).
  useEffect(() => restoreScrollPosition(PHOTOS_SCROLL_KEY), []);

  const onPhotoPress = useCallback(
    (photoId: string, monthId: string) => {
      if (selection.getSnapshot().isSelecting) {
        selection.toggle(photoId, monthId);
        return;
      }
      saveScrollPosition();
      void navigate(withKeptQuery(pathTo('photoPreview', { id: photoId }), search), { state: { fromList: true } });
    },
    [selection, navigate, search],
  );

  const jumpTo = (index: number) => {
    const el = ref.current;
    const month = snapshot.layout[index];
    if (!el || !month) return;
    const top = window.scrollY + el.getBoundingClientRect().top + month.top;
    manager.jumpTo(index);
    window.scrollTo({ top, behavior: 'auto' });
    manager.setViewport(-el.getBoundingClientRect().top, window.innerHeight);
  };

  const { geometry } = snapshot;
  return (
    <div className="timeline">
      <div ref={ref} className="timeline__months" style={{ height: snapshot.totalHeight }} data-testid="timeline">
        {snapshot.layout.map((layout) => {
          const summary = months[layout.index]!;
          const style = { top: layout.top, height: layout.height };
          if (!snapshot.mounted.has(layout.id)) {
            return (
              <div key={layout.id} className="timeline-month timeline-month--placeholder" style={style} data-testid="month-placeholder" data-month-id={layout.id} />
            );
          }
          const range = snapshot.rows.get(layout.id);
          const skeleton = (
            <>
              <MonthHeader summary={summary} layout={layout} loadedIds={[]} />
              <MonthRows layout={layout} geometry={geometry} range={range} tiles={layout.displayed} renderTile={(i) => <SkeletonTile key={i} />} />
            </>
          );
          if (!snapshot.loading.has(layout.id)) {
            return (
              <section key={layout.id} className="timeline-month" style={style} aria-label={monthLabel(intl, summary)} aria-busy="true" data-testid="timeline-month" data-month-id={layout.id}>
                {skeleton}
              </section>
            );
          }
          return (
            <section key={layout.id} className="timeline-month" style={style} aria-label={monthLabel(intl, summary)} data-testid="timeline-month" data-month-id={layout.id}>
              <ErrorBoundary
                fallback={
                  <>
                    <MonthHeader summary={summary} layout={layout} loadedIds={[]} />
                    <p role="alert" className="timeline-month__error">{intl.formatMessage(m.monthError)}</p>
                  </>
                }
              >
                <Suspense fallback={skeleton}>
                  <MonthPhotosLoader
                    summary={summary}
                    layout={layout}
                    geometry={geometry}
                    range={range}
                    sort={sort}
                    size={size}
                    manager={manager}
                    onPhotoPress={onPhotoPress}
                  />
                </Suspense>
              </ErrorBoundary>
            </section>
          );
        })}
      </div>
      <div className="timeline__scrubber">
        <Scrubber
          label={intl.formatMessage(m.scrubber)}
          count={months.length}
          index={snapshot.currentIndex}
          valueText={(i) => (months[i] ? monthLabel(intl, months[i]) : '')}
          onChange={jumpTo}
          testId="timeline-scrubber"
        />
      </div>
    </div>
  );
}
