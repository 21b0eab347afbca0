// The signed-in customer as the gateway answers it: test viewers (consumer, business) and their resolvers.
import type { MockResolvers } from 'relay-test-utils';

/** The viewer's global id in test answers. */
export const VIEWER_ID = 'Vmlld2VyOjE';

/** The photo library's global id in test answers: every payload answering the library uses it (as the gateway does). */
export const PHOTO_LIBRARY_ID = 'UGhvdG9MaWJyYXJ5OjE';

export interface TestViewer {
  firstName?: string | null;
  name?: string | null;
  isBusiness?: boolean;
  accountDeleted?: boolean;
  businessAccountStatus?: 'DEFAULT' | 'NEW' | 'BLOCKED' | 'ACTIVE' | null;
  photoLibrary?: {
    photosCount: number;
    albumsCount: number;
    sharedAlbumsSummary?: { readAlbumsCount: number; grantedAlbumsCount: number } | null;
  } | null;
}

export const consumer: TestViewer = {
  firstName: 'Emma',
  name: 'Emma Janssen',
  isBusiness: false,
  accountDeleted: false,
  businessAccountStatus: null,
  photoLibrary: { photosCount: 1234, albumsCount: 3 },
};

export const business: TestViewer = {
  firstName: 'Oliver',
  name: 'Oliver Bennett',
  isBusiness: true,
  accountDeleted: false,
  businessAccountStatus: 'NEW',
  photoLibrary: { photosCount: 12, albumsCount: 1 },
};

/** A viewer record: a consumer with an existing account (the shell signs deleted accounts out), with these fields. */
export const viewerNode = (fields: Record<string, unknown> = {}) => ({
  id: VIEWER_ID,
  accountDeleted: false,
  isBusiness: false,
  businessAccountStatus: null,
  ...fields,
});

/** Resolvers answering the viewer and its photo library from a test viewer. */
export const viewerResolvers = (viewer: TestViewer): MockResolvers => ({
  Viewer: () => ({ id: VIEWER_ID, ...viewer }),
  PhotoLibrary: () => (viewer.photoLibrary ? { id: PHOTO_LIBRARY_ID, ...viewer.photoLibrary } : null),
});
