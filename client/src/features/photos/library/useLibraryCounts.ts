import { graphql, useFragment } from 'react-relay';
import type { useLibraryCounts_photoLibrary$key } from '../../../__generated__/useLibraryCounts_photoLibrary.graphql';

/**
 * The photo library's counts as the customer sees them wherever they are shown (the overview, the Photos and Albums
 * tabs): one definition, read from the same fields. The albums count adds the read-only shared albums the customer
 * takes part in when the shared-albums view is on (spec §2).
 */
const countsFragment = graphql`
  fragment useLibraryCounts_photoLibrary on PhotoLibrary
  @argumentDefinitions(withShared: { type: "Boolean!", defaultValue: true }) {
    photosCount
    albumsCount
    sharedAlbumsSummary @include(if: $withShared) {
      readAlbumsCount
    }
  }
`;

export interface LibraryCounts {
  photos: number;
  /** Undefined when unknown (the shared albums count could not be read). */
  albums: number | undefined;
}

/** The albums count: own albums plus, with the shared-albums view, the shared ones read; undefined when unknown. */
export function albumsCount(
  library: { albumsCount: number; sharedAlbumsSummary?: { readAlbumsCount: number } | null },
  sharedView: boolean,
): number | undefined {
  if (!sharedView) return library.albumsCount;
  const shared = library.sharedAlbumsSummary?.readAlbumsCount;
  return shared === undefined ? undefined : library.albumsCount + shared;
}

/** The counts of a library (null when the library is unavailable). */
export function useLibraryCounts(key: useLibraryCounts_photoLibrary$key | null | undefined, sharedView: boolean): LibraryCounts | null {
  const library = useFragment(countsFragment, key);
  if (!library) return null;
  return { photos: library.photosCount, albums: albumsCount(library, sharedView) };
}
