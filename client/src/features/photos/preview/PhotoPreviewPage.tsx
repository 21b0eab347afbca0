import { Suspense, useMemo } from 'react';
import { graphql, loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { PhotoPreviewPageQuery } from '../../../__generated__/PhotoPreviewPageQuery.graphql';
import { PageLoader } from '../../../app/PageLoader';
import { useSortPreference } from '../sort/sortPreference';
import { PhotoPreview } from './PhotoPreview';
import { PreviewNavigator } from './PreviewNavigator';

export const photoPreviewPageQuery = graphql`
  query PhotoPreviewPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Photo {
        id
        localFileName
        dateTaken
        url
        thumbnail(size: S1300) {
          url
          width
          height
        }
      }
    }
    viewer {
      id
      photoLibrary {
        months {
          id
          year
          month
          count
        }
      }
    }
  }
`;

/** Starts the preview query (route loader of photoPreview). */
export function loadPhotoPreview(environment: Environment, id: string) {
  return loadQuery<PhotoPreviewPageQuery>(environment, photoPreviewPageQuery, { id }, { fetchPolicy: 'store-or-network' });
}

/**
 * The photoPreview route (`/my-photos/photos/preview/:id`): the navigator outlives the photo shown, so moving
 * to the next photo reuses the pages already loaded.
 */
export function PhotoPreviewPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PhotoPreviewPageQuery>;
  const environment = useRelayEnvironment();
  const [sort] = useSortPreference('photos');
  const navigator = useMemo(() => new PreviewNavigator(environment, sort), [environment, sort]);
  return (
    <Suspense fallback={<PageLoader />}>
      <PhotoPreview queryRef={queryRef} navigator={navigator} />
    </Suspense>
  );
}
