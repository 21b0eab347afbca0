import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { MonthPhotosQuery, ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import type { MonthPhotos_month$key } from '../../../__generated__/MonthPhotos_month.graphql';
import { Button } from '../../../ui';
import { useSelectionState, usePhotoSelection } from '../selection/photoSelection';
import type { PhotoSortPreference } from '../sort/sortPreference';
import { MonthHeader } from './MonthHeader';
import { MonthRows, SkeletonTile } from './MonthRows';
import { PhotoTile } from './PhotoTile';
import { MONTH_PAGE_SIZE, type GridGeometry, type MonthLayout, type MonthSummary, type TimelineManager } from './timelineManager';

const monthPhotosQuery = graphql`
  query MonthPhotosQuery($id: ID!, $first: Int!, $sort: PhotoSort, $size: ThumbnailSize!) {
    node(id: $id) {
      ...MonthPhotos_month @alias(as: "month") @arguments(first: $first, sort: $sort, size: $size)
    }
  }
`;

const mv = defineMessages<{ more: { count: number } }>({
  more: { id: 'photos.month.more', defaultMessage: 'Show {count, plural, one {# more photo} other {# more photos}}' },
});

export interface MonthPhotosProps {
  summary: MonthSummary;
  layout: MonthLayout;
  geometry: GridGeometry;
  range: readonly [number, number] | undefined;
  sort: PhotoSortPreference;
  size: ThumbnailSize;
  manager: TimelineManager;
  onPhotoPress: (photoId: string, monthId: string) => void;
}

/**
 * A mounted month: fetches its first page (24) and further pages as its rows come near the viewport. Memoised: a
 * scroll frame renders only the months whose rows near the viewport changed.
 */
export const MonthPhotosLoader = memo(function MonthPhotosLoader(props: MonthPhotosProps) {
  const { summary, sort, size } = props;
  const data = useLazyLoadQuery<MonthPhotosQuery>(
    monthPhotosQuery,
    { id: summary.id, first: MONTH_PAGE_SIZE, sort: { key: sort.key, order: sort.order }, size },
    { fetchPolicy: 'store-or-network' },
  );
  const month = data.node?.month;
  if (!month) return <MonthHeader summary={summary} layout={props.layout} loadedIds={[]} />;
  return <MonthPhotos {...props} month={month} />;
});

function MonthPhotos({ month: key, summary, layout, geometry, range, manager, onPhotoPress }: MonthPhotosProps & { month: MonthPhotos_month$key }) {
  const intl = useIntl();
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
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
  // Rows that come into range show skeletons at once and their photos in a deferred, interruptible render, so a
  // scroll frame never waits for a screenful of tiles.
  const tileRange = useDeferredValue(range);
  const hasTile = (index: number) => {
    const row = Math.floor(index / geometry.columns);
    return !!tileRange && row >= tileRange[0] && row <= tileRange[1];
  };
  const ids = useMemo(() => edges.map((e) => e.node.id), [edges]);

  useEffect(() => {
    manager.setLoaded(summary.id, ids);
    selection.photosLoaded(summary.id, ids);
  }, [manager, selection, summary.id, ids]);

  // Load until the rows near the viewport are filled (or the whole shown part when the month is selected).
  const marked = state.all || state.months.has(summary.id);
  const visibleNeed = range ? Math.min(layout.displayed, (range[1] + 1) * geometry.columns) : 0;
  const target = marked ? layout.displayed : visibleNeed;
  useEffect(() => {
    if (!hasNext || isLoadingNext || ids.length >= target) return;
    const missing = target - ids.length;
    loadNext(Math.min(4 * MONTH_PAGE_SIZE, Math.ceil(missing / MONTH_PAGE_SIZE) * MONTH_PAGE_SIZE));
  }, [hasNext, isLoadingNext, ids.length, target, loadNext]);

  const showPlusN = layout.plusN > 0 && hasNext;
  const shown = hasNext ? layout.displayed : Math.min(layout.displayed, edges.length);
  const tiles = shown + (showPlusN ? 1 : 0);
  const onPress = useCallback((id: string) => onPhotoPress(id, summary.id), [onPhotoPress, summary.id]);
  const expand = () => {
    manager.expandMonth(summary.id);
    if (!isLoadingNext) loadNext(MONTH_PAGE_SIZE);
  };

  return (
    <>
      <MonthHeader summary={summary} layout={layout} loadedIds={ids} />
      <MonthRows
        layout={layout}
        geometry={geometry}
        range={range}
        tiles={tiles}
        renderTile={(index) => {
          if (showPlusN && index === shown) {
            return (
              <Button
                key="plus-n"
                variant="quiet"
                className="photo-tile photo-tile--more"
                data-testid="plus-n-tile"
                data-grid-item
                excludeFromTabOrder
                aria-label={intl.formatMessage(mv.more, { count: layout.plusN })}
                onPress={expand}
              >
                <span aria-hidden="true">+{intl.formatNumber(layout.plusN)}</span>
              </Button>
            );
          }
          const edge = edges[index];
          if (!edge || !hasTile(index)) return <SkeletonTile key={`s${index}`} />;
          return (
            <PhotoTile
              key={edge.node.id}
              photo={edge.node}
              isSelecting={state.isSelecting}
              isSelected={state.ids.has(edge.node.id)}
              onPress={onPress}
            />
          );
        }}
      />
    </>
  );
}
