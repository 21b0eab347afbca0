import { memo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotoTile_photo$key } from '../../../__generated__/PhotoTile_photo.graphql';
import { Button } from '../../../ui';

export interface PhotoTileProps {
  photo: PhotoTile_photo$key;
  isSelecting: boolean;
  isSelected: boolean;
  onPress: (id: string) => void;
}

/** A square thumbnail: a skeleton until the (lazy) image has loaded; in selection mode it toggles. */
export const PhotoTile = memo(function PhotoTile({ photo: key, isSelecting, isSelected, onPress }: PhotoTileProps) {
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
  const [loaded, setLoaded] = useState(false);
  return (
    <Button
      variant="quiet"
      className={`photo-tile${isSelected ? ' photo-tile--selected' : ''}`}
      aria-label={photo.localFileName}
      aria-pressed={isSelecting ? isSelected : undefined}
      data-testid="photo-tile"
      data-photo-id={photo.id}
      onPress={() => onPress(photo.id)}
    >
      {!loaded ? <span className="photo-tile__skeleton" aria-hidden="true" /> : null}
      <img
        className="photo-tile__img"
        src={photo.thumbnail.url}
        alt=""
        loading="lazy"
        decoding="async"
        data-loaded={loaded || undefined}
        onLoad={() => setLoaded(true)}
      />
      {isSelecting ? <span className="photo-tile__check" aria-hidden="true">{isSelected ? '✓' : ''}</span> : null}
    </Button>
  );
});
