import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, fetchQuery, getRequest } from 'relay-runtime';
import type { MonthPhotosPaginationQuery } from '../../../__generated__/MonthPhotosPaginationQuery.graphql';
import type { MonthPhotosQuery, MonthPhotosQuery$variables } from '../../../__generated__/MonthPhotosQuery.graphql';
import type { MonthPhotos_month$data, MonthPhotos_month$key } from '../../../__generated__/MonthPhotos_month.graphql';
import { Button } from '../../../ui';
import { usePhotoSelection, useSelectionState } from '../selection/photoSelection';
import { takeOverFirstMonth } from './firstMonthPrefetch';
import { MonthRows } from './MonthRows';
import { PhotoTile } from './PhotoTile';
import { MONTH_PAGE_SIZE, type GridGeometry, type MonthLayout, type MonthSummary, type TimelineManager } from './timelineManager';

const monthPhotosQuery = graphql`
  query MonthPhotosQuery($id: ID!, $first: Int!, $sort: PhotoSort, $size: ThumbnailSize!) {
    node(id: $id) {
      ...MonthPhotos_month @alias(as: "month") @arguments(first: $first, sort: $sort, size: $size)
    }
  }
`;

const mv = defineMessages<{ more: { count: number }; moreShort: { count: number } }>({
  more: { id: 'photos.month.more', defaultMessage: 'Show {count, plural, one {# more photo} other {# more photos}}' },
  moreShort: { id: 'photos.month.moreShort', defaultMessage: '+{count, number}' },
});

export type MonthPageStatus = 'pending' | 'ready' | 'error';

/**
 * A mounted month's first page, without suspending: 'pending' (the month shows its skeleton) until the page is in the
 * store, then 'ready'. Fetched only while `active` (not for months flown past); kept in the store while mounted;
 * an unmounted month's request is cancelled. Suspending instead would make React hold back each month's photos
 * (boundaries revealed at most every 300 ms, several months in one long commit).
 */
export function useMonthPage(variables: MonthPhotosQuery$variables, active: boolean): MonthPageStatus {
  const environment = useRelayEnvironment();
  const operation = useMemo(() => createOperationDescriptor(getRequest(monthPhotosQuery), variables), [variables]);
  const { identifier } = operation.request;
  const [state, setState] = useState(() => ({
    identifier,
    status: (environment.check(operation).status === 'available' ? 'ready' : 'pending') as MonthPageStatus,
  }));
  let { status } = state;
  if (state.identifier !== identifier) {
    // Other variables (a new sort order): the month starts over.
    status = environment.check(operation).status === 'available' ? 'ready' : 'pending';
    setState({ identifier, status });
  }

  useEffect(() => {
    const retained = environment.retain(operation);
    takeOverFirstMonth(operation.request.identifier);
    return () => retained.dispose();
  }, [environment, operation]);

  // In the commit, not after the next paint: the first month's page is the first request the screen waits for.
  useLayoutEffect(() => {
    if (status !== 'pending' || !active) return;
    const subscription = fetchQuery<MonthPhotosQuery>(environment, monthPhotosQuery, variables, { fetchPolicy: 'store-or-network' }).subscribe({
      // Its photos render in an interruptible render, not in the task that received them.
      complete: () => startTransition(() => setState({ identifier, status: 'ready' })),
      error: () => setState({ identifier, status: 'error' }),
    });
    return () => subscription.unsubscribe();
  }, [environment, identifier, variables, status, active]);

  return status;
}

export interface MonthPhotosProps {
  variables: MonthPhotosQuery$variables;
  summary: MonthSummary;
  layout: MonthLayout;
  geometry: GridGeometry;
  manager: TimelineManager;
  onPhotoPress: (photoId: string, monthId: string) => void;
  /** The first month on screen: its first page's images are fetched first. */
  priority: boolean;
}

/** A month whose first page is in the store (`useMonthPage`): its rows, further pages as they come near. */
export function MonthPhotos({ variables, ...props }: MonthPhotosProps) {
  const data = useLazyLoadQuery<MonthPhotosQuery>(monthPhotosQuery, variables, { fetchPolicy: 'store-only' });
  const month = data.node?.month;
  return month ? <MonthGrid {...props} month={month} /> : null;
}

type Edge = MonthPhotos_month$data['photos']['edges'][number];

function MonthGrid({ month: key, summary, layout, geometry, manager, onPhotoPress, priority }: Omit<MonthPhotosProps, 'variables'> & { month: MonthPhotos_month$key }) {
  const intl = useIntl();
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MonthPhotosPaginationQuery, MonthPhotos_month$key>(
    graphql`
      fragment MonthPhotos_month on TimelineMonth
      @refetchable(queryName: "MonthPhotosPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
        sort: { type: "PhotoSort" }
        size: { type: "ThumbnailSize", defaultValue: S300 }
      ) {
        id
        photos(first: $first, after: $after, sort: $sort) @connection(key: "MonthPhotos_photos", filters: ["sort"]) {
          edges {
            node {
              id
              ...PhotoTile_photo @arguments(size: $size)
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.photos.edges;
  const ids = useMemo(() => edges.map((e) => e.node.id), [edges]);

  useEffect(() => {
    manager.setLoaded(summary.id, ids);
    selection.photosLoaded(summary.id, ids);
  }, [manager, selection, summary.id, ids]);

  // Load until the rows near the viewport are filled (or the whole shown part when the month is selected).
  const needed = useSyncExternalStore(manager.subscribe, () => manager.photosNeeded(summary.id));
  const marked = state.all || state.months.has(summary.id);
  const target = marked ? layout.displayed : needed;
  useEffect(() => {
    if (!hasNext || isLoadingNext || ids.length >= target) return;
    const missing = target - ids.length;
    loadNext(Math.min(4 * MONTH_PAGE_SIZE, Math.ceil(missing / MONTH_PAGE_SIZE) * MONTH_PAGE_SIZE));
  }, [hasNext, isLoadingNext, ids.length, target, loadNext]);

  const showPlusN = layout.plusN > 0 && hasNext;
  const shown = hasNext ? layout.displayed : Math.min(layout.displayed, edges.length);
  const onPress = useCallback((id: string) => onPhotoPress(id, summary.id), [onPhotoPress, summary.id]);
  const expand = useCallback(() => {
    manager.expandMonth(summary.id);
    if (!isLoadingNext) loadNext(MONTH_PAGE_SIZE);
  }, [manager, summary.id, isLoadingNext, loadNext]);
  const { isSelecting, ids: selected } = state;
  const { plusN } = layout;

  const renderTile = useCallback(
    (index: number, edge: Edge | undefined) => {
      if (showPlusN && index === shown) {
        return (
          <Button
            key="plus-n"
            variant="quiet"
            className="photo-tile photo-tile--more"
            data-testid="plus-n-tile"
            data-grid-item
            tabIndex={-1}
            aria-label={intl.formatMessage(mv.more, { count: plusN })}
            onPress={expand}
          >
            <span aria-hidden="true">{intl.formatMessage(mv.moreShort, { count: plusN })}</span>
          </Button>
        );
      }
      if (!edge || index >= shown) return null;
      return (
        <PhotoTile
          key={edge.node.id}
          photo={edge.node}
          isSelecting={isSelecting}
          isSelected={selected.has(edge.node.id)}
          onPress={onPress}
          priority={priority && index < MONTH_PAGE_SIZE}
        />
      );
    },
    [showPlusN, shown, plusN, intl, expand, isSelecting, selected, onPress, priority],
  );

  return (
    <MonthRows
      monthId={summary.id}
      manager={manager}
      layout={layout}
      geometry={geometry}
      tiles={edges}
      count={shown + (showPlusN ? 1 : 0)}
      renderTile={renderTile}
    />
  );
}
