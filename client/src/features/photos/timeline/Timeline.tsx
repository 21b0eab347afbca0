import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { Timeline_months$key } from '../../../__generated__/Timeline_months.graphql';
import { pathTo } from '../../../app/routes';
import { useBreakpoint } from '../../../app/useBreakpoint';
import { withKeptQuery } from '../../../ui';
import { usePhotoGridKeyboard } from '../grid/photoGridKeyboard';
import { usePhotoSelection } from '../selection/photoSelection';
import type { PhotoSortPreference } from '../sort/sortPreference';
import { gridThumbnailSize } from '../../../app/gridThumbnailSize';
import { gridStyle } from './MonthRows';
import { MonthSection } from './MonthSection';
import { monthLabel } from './monthLabel';
import { PHOTOS_SCROLL_KEY, restoreScrollPosition, saveScrollPosition } from './scrollPosition';
import { TimelineManager, type MonthSummary } from './timelineManager';
import './Timeline.css';

// Not needed for the first paint (the photos are): a chunk of its own, so the first load of My photos stays within its
// ceiling (client/scripts/initialJs.test.mjs). Its column keeps its place meanwhile (Timeline.css).
const Scrubber = lazy(() => import('../../../ui/Scrubber').then((module) => ({ default: module.Scrubber })));

const m = defineMessages({
  scrubber: { id: 'photos.scrubber.label', defaultMessage: 'Jump to month' },
});

export interface TimelineProps {
  /** The months in display order. */
  months: Timeline_months$key;
  sort: PhotoSortPreference;
}

/**
 * The virtualised timeline: its height is the sum of the months' heights, each computed from the month's count;
 * months near the viewport mount at their offset and fetch their photos; within them only rows near the viewport are
 * rendered. A scrubber jumps to any month. It renders again only when months mount or unmount (every few screens),
 * not on every scroll frame; the months away from the viewport are no elements at all.
 */
export function Timeline({ months: monthsKey, sort }: TimelineProps) {
  const data = useFragment(
    graphql`
      fragment Timeline_months on TimelineMonth @relay(plural: true) {
        id
        year
        month
        count
        isUnknownDate
      }
    `,
    monthsKey,
  );
  // What the layout, the headings and the scrubber go by.
  const months = useMemo(
    () =>
      data.map(({ id, year, month, count, isUnknownDate }): MonthSummary => ({ id, year, month, count, isUnknownDate })),
    [data],
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const selection = usePhotoSelection();
  const size = gridThumbnailSize(useBreakpoint());
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
  const style = useMemo(() => ({ height: snapshot.totalHeight, ...gridStyle(geometry) }) as CSSProperties, [snapshot.totalHeight, geometry]);
  return (
    <div className="timeline">
      <div ref={ref} className="timeline__months" style={style} data-testid="timeline">
        {snapshot.layout.map((layout) =>
          snapshot.mounted.has(layout.id) ? (
            <MonthSection
              key={layout.id}
              summary={months[layout.index]!}
              layout={layout}
              geometry={geometry}
              active={snapshot.loading.has(layout.id)}
              sort={sort}
              size={size}
              manager={manager}
              onPhotoPress={onPhotoPress}
            />
          ) : null,
        )}
      </div>
      <div className="timeline__scrubber">
        <Suspense fallback={null}>
          <Scrubber
            label={intl.formatMessage(m.scrubber)}
            count={months.length}
            index={snapshot.currentIndex}
            valueText={(i) => (months[i] ? monthLabel(intl, months[i]) : '')}
            onChange={jumpTo}
            testId="timeline-scrubber"
          />
        </Suspense>
      </div>
    </div>
  );
}
