import { useCallback, useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AlbumPhotoGrid_photos$key } from '../../../__generated__/AlbumPhotoGrid_photos.graphql';
import { useLatest } from '../../../app/useLatest';
import { usePhotoGridKeyboard } from '../../photos/grid/photoGridKeyboard';
import { SkeletonTile } from '../../photos/timeline/MonthRows';
import { PhotoTile, type PhotoTileNote } from '../../photos/timeline/PhotoTile';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';
import './AlbumPhotoGrid.css';

const mv = defineMessages<{ section: { from: number; to: number } }>({
  section: { id: 'albums.grid.section', defaultMessage: 'Photos {from}–{to}' },
});

/** Photos per grid section (spec §9). */
export const ALBUM_GRID_SECTION_SIZE = 24;

// A fragment on the album's connection (spread inside its @connection field): read here, its edges keep their identity
// as pages arrive, so the memoised tiles already shown do not re-render.
const photosFragment = graphql`
  fragment AlbumPhotoGrid_photos on PhotoConnection
  @argumentDefinitions(size: { type: "ThumbnailSize", defaultValue: S300 }) {
    edges {
      node {
        id
        ...PhotoTile_photo @arguments(size: $size)
      }
    }
  }
`;

export interface AlbumPhotoGridProps {
  /** The album's photos connection, spreading `...AlbumPhotoGrid_photos`. */
  photos: AlbumPhotoGrid_photos$key;
  hasNext: boolean;
  isLoadingNext: boolean;
  /** Called when the sentinel after the last photo comes near the viewport. */
  loadNext: () => void;
  isSelecting: boolean;
  selectedIds: ReadonlySet<string>;
  onPhotoPress: (photoId: string, index: number) => void;
  /** Remarks on photos by id (e.g. too small for a sharp print), shown on their tiles. */
  notes?: ReadonlyMap<string, PhotoTileNote>;
}

/**
 * An album's photos as a CSS grid of `PhotoTile`s in sections of 24. A sentinel after the last section asks for the
 * next page when it comes within a screen of the viewport; skeleton tiles stand in for a page being fetched. The grid is
 * one tab stop; the arrow keys, Home and End move the focus across it (`usePhotoGridKeyboard`).
 */
export function AlbumPhotoGrid({
  photos: key, hasNext, isLoadingNext, loadNext, isSelecting, selectedIds, onPhotoPress, notes,
}: AlbumPhotoGridProps) {
  const intl = useIntl();
  const { edges } = useFragment(photosFragment, key);
  const photos = useMemo(() => edges.map((edge) => edge.node), [edges]);
  const gridRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useLoadMoreSentinel({ hasNext, isLoadingNext, loadNext });
  usePhotoGridKeyboard(gridRef);

  // Stable while pages arrive, so the memoised tiles already shown do not re-render.
  const latestPhotos = useLatest(photos);
  const onPress = useCallback(
    (id: string) => onPhotoPress(id, latestPhotos.current.findIndex((p) => p.id === id)),
    [onPhotoPress, latestPhotos],
  );

  const sections: Array<typeof photos> = [];
  for (let i = 0; i < photos.length; i += ALBUM_GRID_SECTION_SIZE) sections.push(photos.slice(i, i + ALBUM_GRID_SECTION_SIZE));
  const skeletons = isLoadingNext ? ALBUM_GRID_SECTION_SIZE : 0;

  return (
    <div ref={gridRef} className="album-photo-grid" data-testid="album-photo-grid">
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
              note={notes?.get(photo.id)}
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
