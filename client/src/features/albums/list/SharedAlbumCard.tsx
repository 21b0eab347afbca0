import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SharedAlbumCard_album$key } from '../../../__generated__/SharedAlbumCard_album.graphql';
import { pathTo } from '../../../app/routes';
import { AlbumCardView } from './AlbumCard';

/** An album shared with the customer ('Shared with you'): it opens the shared album route. */
export const SharedAlbumCard = memo(function SharedAlbumCard({ album: key }: { album: SharedAlbumCard_album$key }) {
  const album = useFragment(
    graphql`
      fragment SharedAlbumCard_album on SharedAlbum @argumentDefinitions(size: { type: "ThumbnailSize", defaultValue: S300 }) {
        id
        name
        photosCount
        created
        coverPhoto {
          id
          thumbnail(size: $size) {
            url
          }
        }
      }
    `,
    key,
  );
  return (
    <AlbumCardView
      href={pathTo('sharedAlbum', { id: album.id })}
      name={album.name}
      photosCount={album.photosCount}
      created={album.created as string}
      coverUrl={album.coverPhoto?.thumbnail.url ?? null}
      testId="shared-album-card"
    />
  );
});
