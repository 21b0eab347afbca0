import { memo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AlbumCard_album$key } from '../../../__generated__/AlbumCard_album.graphql';
import { pathTo } from '../../../app/routes';
import { useFlag } from '../../../flags/useFlag';
import { Link } from '../../../ui';
import { createdOn } from '../albumDates';

export const albumCountMessages = defineMessages<{ photos: { count: number } }>({
  photos: { id: 'albums.photoCount', defaultMessage: '{count, plural, one {# photo} other {# photos}}' },
});

export interface AlbumCardViewProps {
  href: string;
  name: string;
  photosCount: number;
  created: string;
  coverUrl: string | null;
  testId: string;
}

/**
 * One album of the grid: cover, photo count, name and 'Created {date}'; the whole card is the link. Its name is its
 * visible text, the album's name first (the count is shown above the name, see AlbumsPage.css).
 */
export function AlbumCardView({ href, name, photosCount, created, coverUrl, testId }: AlbumCardViewProps) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  return (
    <li className="album-card">
      <Link href={href} variant="plain" className="album-card__link" data-testid={testId}>
        <span className="album-card__cover" aria-hidden="true">
          {coverUrl ? (
            <>
              {!loaded ? <span className="photo-tile__skeleton" /> : null}
              <img src={coverUrl} alt="" loading="lazy" decoding="async" data-loaded={loaded || undefined} onLoad={() => setLoaded(true)} />
            </>
          ) : (
            <span className="album-card__folder">
              <FolderIcon />
            </span>
          )}
        </span>
        <span className="album-card__name">{name}</span>
        <span className="album-card__count">{intl.formatMessage(albumCountMessages.photos, { count: photosCount })}</span>
        <span className="album-card__created">{createdOn(intl, created)}</span>
      </Link>
    </li>
  );
}

export function FolderIcon({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 5.5A1.5 1.5 0 0 1 4.5 4h5.1l2 2h7.9A1.5 1.5 0 0 1 21 7.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-13z" />
    </svg>
  );
}

/** An own album; a shared one opens the shared album route when the shared-albums view is on (spec §2). */
export const AlbumCard = memo(function AlbumCard({ album: key }: { album: AlbumCard_album$key }) {
  const album = useFragment(
    graphql`
      fragment AlbumCard_album on Album @argumentDefinitions(size: { type: "ThumbnailSize", defaultValue: S300 }) {
        id
        name
        photosCount
        created
        isShared
        sharedAlbum {
          id
        }
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
  const sharedView = useFlag('PhotoManagementSharedAlbumsViewEnabled');
  const href =
    sharedView && album.isShared && album.sharedAlbum
      ? pathTo('sharedAlbum', { id: album.sharedAlbum.id })
      : pathTo('album', { id: album.id });
  return (
    <AlbumCardView
      href={href}
      name={album.name}
      photosCount={album.photosCount}
      created={album.created as string}
      coverUrl={album.coverPhoto?.thumbnail.url ?? null}
      testId="album-card"
    />
  );
});
