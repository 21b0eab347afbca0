import { memo, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import type { PhotoSortPreference } from '../sort/sortPreference';
import { MonthHeader } from './MonthHeader';
import { MonthPhotos, useMonthPage } from './MonthPhotos';
import { MonthSkeleton } from './MonthRows';
import { monthLabel } from './monthLabel';
import { monthVariables } from './monthVariables';
import { type GridGeometry, type MonthLayout, type MonthSummary, type TimelineManager } from './timelineManager';

const m = defineMessages({
  error: { id: 'photos.month.error', defaultMessage: 'Error: Your photos could not be loaded' },
});

export interface MonthSectionProps {
  summary: MonthSummary;
  layout: MonthLayout;
  geometry: GridGeometry;
  /** Whether it fetches and shows its photos (not while it is flown past). */
  active: boolean;
  sort: PhotoSortPreference;
  size: ThumbnailSize;
  manager: TimelineManager;
  onPhotoPress: (photoId: string, monthId: string) => void;
}

/**
 * A mounted month: its skeleton at once, its heading, and its photos once its first page has arrived. Memoised: it
 * renders again only when it starts or stops loading, or the layout changes; its rows follow the scrolling by
 * themselves (`MonthRows`).
 */
export const MonthSection = memo(function MonthSection({ summary, layout, geometry, active, sort, size, manager, onPhotoPress }: MonthSectionProps) {
  const intl = useIntl();
  const variables = useMemo(() => monthVariables(summary.id, sort, size), [summary.id, sort, size]);
  const status = useMonthPage(variables, active);
  const error = <p role="alert" className="timeline-month__error">{intl.formatMessage(m.error)}</p>;
  return (
    <section
      className="timeline-month"
      style={{ top: layout.top, height: layout.height }}
      aria-label={monthLabel(intl, summary)}
      aria-busy={status === 'pending' ? true : undefined}
      data-testid="timeline-month"
      data-month-id={summary.id}
    >
      <MonthSkeleton layout={layout} geometry={geometry} />
      <MonthHeader summary={summary} layout={layout} manager={manager} />
      <ErrorBoundary fallback={error}>
        {status === 'ready' ? (
          <MonthPhotos
            variables={variables}
            summary={summary}
            layout={layout}
            geometry={geometry}
            manager={manager}
            onPhotoPress={onPhotoPress}
            priority={layout.index === 0}
          />
        ) : status === 'error' ? (
          error
        ) : null}
      </ErrorBoundary>
    </section>
  );
});
