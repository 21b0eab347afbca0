import { graphql } from 'react-relay';
import { commitLocalUpdate, fetchQuery, type Environment } from 'relay-runtime';
import type { refreshPhotoLibraryQuery } from '../../../__generated__/refreshPhotoLibraryQuery.graphql';

const query = graphql`
  query refreshPhotoLibraryQuery {
    viewer {
      id
      photoLibrary {
        status
        importStarted
        photosCount
        albumsCount
        months {
          id
          year
          month
          count
          isUnknownDate
        }
      }
    }
  }
`;

/**
 * Refreshes the photo library after the import of existing uploads finished (no mutation payload brings the
 * library then):
 * 1. invalidates the viewer and every timeline month in the store, so any query or month section that reads them
 *    is stale and is fetched again when next read (route loaders, month pages with `store-or-network`);
 * 2. fetches status, counts and the timeline summary again, updating the viewer's library (same id) in place, so
 *    every mounted fragment reading counts or months re-renders with fresh data.
 */
export async function refreshPhotoLibrary(environment: Environment, { invalidate = true } = {}): Promise<void> {
  if (invalidate) commitLocalUpdate(environment, (store) => {
    const viewer = store.getRoot().getLinkedRecord('viewer');
    const months = viewer?.getLinkedRecord('photoLibrary')?.getLinkedRecords('months') ?? [];
    for (const month of months) month?.invalidateRecord();
    viewer?.invalidateRecord();
  });
  await fetchQuery<refreshPhotoLibraryQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
}
