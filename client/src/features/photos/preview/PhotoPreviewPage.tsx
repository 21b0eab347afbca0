import { Suspense, useCallback, useMemo } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { PhotoPreviewPageQuery } from '../../../__generated__/PhotoPreviewPageQuery.graphql';
import { PageLoader } from '../../../app/PageLoader';
import { pathTo } from '../../../app/routes';
import { withKeptQuery } from '../../../ui/keptQuery';
import { monthConnectionIds, useDeletePhotosMutation } from '../mutations';
import { useSortPreference } from '../sort/sortPreference';
import { PhotoPreview, preloadPreviewImage } from './PhotoPreview';
import { PreviewNavigator, readPreviewMonth } from './PreviewNavigator';
import { useScreenData } from '../../../app/screen';
import type * as photoPreviewScreen from './photoPreviewScreen';

export const photoPreviewPageQuery = graphql`
  query PhotoPreviewPageQuery($id: ID!) {
    node(id: $id) {
      ...PhotoPreview_photo @alias(as: "photo")
    }
    viewer {
      photoLibrary {
        months {
          ...PreviewNavigator_month
        }
      }
    }
  }
`;

/**
 * The photoPreview route (`/my-photos/photos/preview/:id`): the navigator outlives the photo shown, so moving
 * to the next photo reuses the pages already loaded.
 */
export function PhotoPreviewPage() {
  const queryRef = useScreenData<typeof photoPreviewScreen>();
  const environment = useRelayEnvironment();
  const [sort] = useSortPreference('photos');
  const navigator = useMemo(() => new PreviewNavigator(environment, sort), [environment, sort]);
  return (
    <Suspense fallback={<PageLoader />}>
      <TimelinePhotoPreview queryRef={queryRef} navigator={navigator} />
    </Suspense>
  );
}

/** The preview over the timeline: months from the summary, deletes leave the month connections. */
function TimelinePhotoPreview({ queryRef, navigator }: { queryRef: PreloadedQuery<PhotoPreviewPageQuery>; navigator: PreviewNavigator }) {
  const data = usePreloadedQuery<PhotoPreviewPageQuery>(photoPreviewPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const { search } = useLocation();
  const [deletePhotos] = useDeletePhotosMutation();
  const months = data.viewer.photoLibrary?.months;
  useMemo(() => navigator.setMonths((months ?? []).map(readPreviewMonth)), [navigator, months]);

  const previewHref = useCallback((id: string) => withKeptQuery(pathTo('photoPreview', { id }), search), [search]);
  const deletePhoto = useCallback(
    async (photoId: string) => {
      const { failedPhotoIds } = await deletePhotos([photoId], monthConnectionIds(navigator.monthIds(), navigator.sort));
      if (failedPhotoIds.includes(photoId)) throw new Error('The photo could not be deleted');
    },
    [deletePhotos, navigator],
  );
  const prefetch = useCallback(
    (id: string) => {
      fetchQuery<PhotoPreviewPageQuery>(environment, photoPreviewPageQuery, { id })
        .toPromise()
        .then((d) => {
          if (d?.node?.photo) preloadPreviewImage(d.node.photo);
        })
        .catch(() => undefined);
    },
    [environment],
  );
  return (
    <PhotoPreview
      photo={data.node?.photo ?? null}
      navigator={navigator}
      listHref={withKeptQuery(pathTo('photos'), search)}
      previewHref={previewHref}
      deletePhoto={deletePhoto}
      prefetch={prefetch}
    />
  );
}
