import { memo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
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
  /**
   * A remark on the photo (e.g. too small for a sharp print): a mark on the tile, its text shown on hover and focus
   * and given to screen readers as the tile's description.
   */
  note?: PhotoTileNote | null;
}

const m = defineMessages({
  printed: { id: 'photos.tile.printed', defaultMessage: 'Printed in an order' },
});

export interface PhotoTileNote {
  text: string;
  /** `warning` for a problem, `caution` for a milder one. */
  tone: 'warning' | 'caution';
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
export const PhotoTile = memo(function PhotoTile({ photo: key, isSelecting, isSelected, onPress, priority = false, note = null }: PhotoTileProps) {
  const photo = useFragment(
    graphql`
      fragment PhotoTile_photo on Photo @argumentDefinitions(size: { type: "ThumbnailSize", defaultValue: S300 }) {
        id
        localFileName
        thumbnail(size: $size) {
          url
        }
        printedIn {
          __typename
        }
      }
    `,
    key,
  );
  const intl = useIntl();
  const printed = photo.printedIn.length > 0;
  const described = [note ? `${photo.id}-note` : null, printed ? `${photo.id}-printed` : null].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={`photo-tile${isSelected ? ' photo-tile--selected' : ''}`}
      aria-label={photo.localFileName}
      aria-pressed={isSelecting ? isSelected : undefined}
      aria-describedby={described || undefined}
      data-note={note?.text}
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
      {note ? (
        <>
          {/* Empty: its '!' is generated content without alternative text (PhotoTile.css). */}
          <span className={`photo-tile__mark photo-tile__mark--${note.tone}`} data-testid="photo-tile-mark" />
          {/* Read as the tile's description; shown on hover and focus from data-note (not content: the name stays the file name). */}
          <span id={`${photo.id}-note`} className="visually-hidden" aria-hidden="true">
            {note.text}
          </span>
        </>
      ) : null}
      {printed ? (
        <>
          {/* Empty: a printed sheet drawn by CSS (PhotoTile.css); its text is the tile's description. */}
          <span className="photo-tile__printed" data-testid="photo-tile-printed" />
          <span id={`${photo.id}-printed`} className="visually-hidden" aria-hidden="true">
            {intl.formatMessage(m.printed)}
          </span>
        </>
      ) : null}
    </button>
  );
});
