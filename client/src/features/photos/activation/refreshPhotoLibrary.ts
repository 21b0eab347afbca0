import { commitLocalUpdate, fetchQuery, type Environment } from 'relay-runtime';
import AllPhotosPageQuery, { type AllPhotosPageQuery as AllPhotosPageQueryType } from '../../../__generated__/AllPhotosPageQuery.graphql';
import PhotoManagementPageQuery, {
  type PhotoManagementPageQuery as PhotoManagementPageQueryType,
} from '../../../__generated__/PhotoManagementPageQuery.graphql';

/**
 * Refreshes the photo library after the import of existing uploads finished (no mutation payload brings the
 * library then):
 * 1. invalidates the viewer and every timeline month in the store, so any query or month section that reads them
 *    is stale and is fetched again when next read (route loaders, month pages with `store-or-network`);
 * 2. fetches the queries of the photos screens around the import panel again — the tabs' counts
 *    (PhotoManagementPageQuery, with the shared albums count when their view is on) and the timeline's status and
 *    months (AllPhotosPageQuery) — updating the viewer's library (same id) in place, so every mounted fragment reading
 *    them re-renders with fresh data. The screens' own queries, so what is fetched is always what they show.
 */
export async function refreshPhotoLibrary(
  environment: Environment,
  { invalidate = true, withShared }: { invalidate?: boolean; withShared: boolean },
): Promise<void> {
  if (invalidate) commitLocalUpdate(environment, (store) => {
    const viewer = store.getRoot().getLinkedRecord('viewer');
    const months = viewer?.getLinkedRecord('photoLibrary')?.getLinkedRecords('months') ?? [];
    for (const month of months) month?.invalidateRecord();
    viewer?.invalidateRecord();
  });
  const networkOnly = { fetchPolicy: 'network-only' } as const;
  await Promise.all([
    fetchQuery<PhotoManagementPageQueryType>(environment, PhotoManagementPageQuery, { withShared }, networkOnly).toPromise(),
    fetchQuery<AllPhotosPageQueryType>(environment, AllPhotosPageQuery, {}, networkOnly).toPromise(),
  ]);
}
