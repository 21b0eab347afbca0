import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotoTile_photo$key } from '../../../__generated__/PhotoTile_photo.graphql';
import './PhotoTile.css';

export interface PhotoTileProps {
  photo: PhotoTile_photo$key;
  isSelecting: boolean;
  isSelected: boolean;
  onPress: (id: string) => void;
  /** One of the first photos on screen: its image is fetched at once, before others (not lazily). */
  priority?: boolean;
}

/**
 * A square thumbnail on the skeleton colour, which shows until the (lazy) image has loaded — no state, no re-render
 * per loaded image (a screenful loads at once while scrolling); in selection mode it toggles (its check mark is drawn
 * by CSS).
 * A native button (keyboard and focus ring for free): hundreds mount while scrolling the timeline, and react-aria's
 * press handling per tile showed up as long tasks there; two elements per tile, as mounting and removing them is most
 * of a scroll frame's work. An item of its grid's keyboard navigation (`usePhotoGridKeyboard`): out of the tab order
 * until that makes it the grid's one tab stop.
 */
export const PhotoTile = memo(function PhotoTile({ photo: key, isSelecting, isSelected, onPress, priority = false }: PhotoTileProps) {
  const photo = useFragment(
    graphql`
      fragment PhotoTile_photo on Photo @argumentDefinitions(size: { type: "ThumbnailSize", defaultValue: S300 }) {
        id
        localFileName
        thumbnail(size: $size) {
          url
        }
      }
    `,
    key,
  );
  return (
    <button
      type="button"
      className={`photo-tile${isSelected ? ' photo-tile--selected' : ''}`}
      aria-label={photo.localFileName}
      aria-pressed={isSelecting ? isSelected : undefined}
      data-testid="photo-tile"
      data-photo-id={photo.id}
      data-grid-item
      tabIndex={-1}
      onClick={() => onPress(photo.id)}
    >
      <img
        className="photo-tile__img"
        src={photo.thumbnail.url}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </button>
  );
});
