import { useCallback, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { PhotoTile_photo$key } from '../../../__generated__/PhotoTile_photo.graphql';
import { SkeletonTile } from '../../photos/timeline/MonthRows';
import { PhotoTile } from '../../photos/timeline/PhotoTile';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';
import './AlbumPhotoGrid.css';

const mv = defineMessages<{ section: { from: number; to: number } }>({
  section: { id: 'albums.grid.section', defaultMessage: 'Photos {from}–{to}' },
});

/** Photos per grid section (spec §9). */
export const ALBUM_GRID_SECTION_SIZE = 24;

export interface AlbumPhotoGridProps {
  /** Edge nodes spreading `...PhotoTile_photo`. */
  photos: ReadonlyArray<PhotoTile_photo$key & { readonly id: string }>;
  hasNext: boolean;
  isLoadingNext: boolean;
  /** Called when the sentinel after the last photo comes near the viewport. */
  loadNext: () => void;
  isSelecting: boolean;
  selectedIds: ReadonlySet<string>;
  onPhotoPress: (photoId: string, index: number) => void;
}

/**
 * An album's photos as a CSS grid of `PhotoTile`s in sections of 24. A sentinel after the last section asks for the
 * next page when it comes within a screen of the viewport; skeleton tiles stand in for a page being fetched. Tiles are
 * buttons (Tab reaches them) and the arrow keys, Home and End move the focus across the grid.
 */
export function AlbumPhotoGrid({ photos, hasNext, isLoadingNext, loadNext, isSelecting, selectedIds, onPhotoPress }: AlbumPhotoGridProps) {
  const intl = useIntl();
  const gridRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useLoadMoreSentinel({ hasNext, isLoadingNext, loadNext });

  // Stable while pages arrive, so the memoised tiles already shown do not re-render.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const onPress = useCallback(
    (id: string) => onPhotoPress(id, photosRef.current.findIndex((p) => p.id === id)),
    [onPhotoPress],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grid = gridRef.current;
    if (!grid) return;
    const tiles = Array.from(grid.querySelectorAll<HTMLButtonElement>('button[data-testid="photo-tile"]'));
    const current = tiles.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight': next = current + 1; break;
      case 'ArrowLeft': next = current - 1; break;
      case 'ArrowDown': next = verticalNeighbour(tiles, current, 1); break;
      case 'ArrowUp': next = verticalNeighbour(tiles, current, -1); break;
      case 'Home': next = 0; break;
      case 'End': next = tiles.length - 1; break;
      default: return;
    }
    event.preventDefault();
    next = Math.max(0, Math.min(tiles.length - 1, next));
    tiles[next]?.focus();
  };

  const sections: Array<ReadonlyArray<PhotoTile_photo$key & { readonly id: string }>> = [];
  for (let i = 0; i < photos.length; i += ALBUM_GRID_SECTION_SIZE) sections.push(photos.slice(i, i + ALBUM_GRID_SECTION_SIZE));
  const skeletons = isLoadingNext ? ALBUM_GRID_SECTION_SIZE : 0;

  return (
    <div ref={gridRef} className="album-photo-grid" data-testid="album-photo-grid" onKeyDown={onKeyDown}>
      {sections.map((section, s) => (
        <section
          key={section[0]?.id ?? s}
          className="album-photo-grid__section"
          aria-label={intl.formatMessage(mv.section, { from: s * ALBUM_GRID_SECTION_SIZE + 1, to: s * ALBUM_GRID_SECTION_SIZE + section.length })}
        >
          {section.map((photo) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              isSelecting={isSelecting}
              isSelected={selectedIds.has(photo.id)}
              onPress={onPress}
            />
          ))}
        </section>
      ))}
      {skeletons > 0 ? (
        <div className="album-photo-grid__section" aria-hidden="true" data-testid="album-photo-grid-loading">
          {Array.from({ length: skeletons }, (_, i) => <SkeletonTile key={i} />)}
        </div>
      ) : null}
      <div ref={sentinelRef} className="album-photo-grid__sentinel" aria-hidden="true" data-testid="album-photo-grid-sentinel" />
    </div>
  );
}

/**
 * The tile in the row below (1) or above (-1), nearest to the current tile's column. Rows are found from the
 * layout, so the last (shorter) row of a section leads into the next section as the eye expects.
 */
function verticalNeighbour(tiles: readonly HTMLElement[], current: number, direction: 1 | -1): number {
  const here = tiles[current]!.getBoundingClientRect();
  let rowTop: number | null = null;
  let best = current;
  let bestDistance = Infinity;
  for (let i = current + direction; i >= 0 && i < tiles.length; i += direction) {
    const rect = tiles[i]!.getBoundingClientRect();
    if (rect.top === here.top) continue;
    rowTop ??= rect.top;
    if (rect.top !== rowTop) break;
    const distance = Math.abs(rect.left - here.left);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}
