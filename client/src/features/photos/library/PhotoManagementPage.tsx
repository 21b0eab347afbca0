import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import type { PhotoManagementPageQuery } from '../../../__generated__/PhotoManagementPageQuery.graphql';
import { Page } from '../../../app/Page';
import { pathTo, ROUTES } from '../../../app/routes';
import { Link } from '../../../ui';
import { PhotoSelection, PhotoSelectionContext } from '../selection/photoSelection';
import { SortPicker } from '../sort/SortPicker';
import { AddPhotosButton } from '../upload/AddPhotosButton';
import { UPLOADS_PARAM } from '../upload/uploadIds';
import { PhotoLibraryBanner } from './PhotoLibraryBanner';
import { SelectionControls } from './SelectionControls';
import { useLibraryCounts } from './useLibraryCounts';
import { useScreenData } from '../../../app/screen';
import type * as photoManagementScreen from './photoManagementScreen';
import './PhotoManagementPage.css';

// Uploads handed over in `?uploads=` are rare: their card, query and texts load only then.
const EarlierUploads = lazy(() => import('../upload/EarlierUploads').then((module) => ({ default: module.EarlierUploads })));

export const photoManagementPageQuery = graphql`
  query PhotoManagementPageQuery($withShared: Boolean!) @preloadable {
    viewer {
      photoLibrary {
        ...useLibraryCounts_photoLibrary @arguments(withShared: $withShared)
      }
    }
  }
`;

const m = defineMessages({
  tabs: { id: 'photos.tabs.label', defaultMessage: 'Photos and albums' },
});

const mv = defineMessages<{ photosTab: { count: string }; albumsTab: { count: string } }>({
  photosTab: { id: 'photos.tabs.photos', defaultMessage: 'Photos ({count})' },
  albumsTab: { id: 'photos.tabs.albums', defaultMessage: 'Albums ({count})' },
});

/** '/my-photos' — title, Add photos, Select mode, tabs with counts, sort, info banner; the tab's route below. */
export function PhotoManagementPage() {
  const intl = useIntl();
  const queryRef = useScreenData<typeof photoManagementScreen>();
  const { viewer } = usePreloadedQuery<PhotoManagementPageQuery>(photoManagementPageQuery, queryRef);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [selection] = useState(() => new PhotoSelection());
  // The loader asked for the shared albums count when their view was on (spec §2).
  const counts = useLibraryCounts(viewer.photoLibrary, queryRef.variables.withShared);
  const count = (n: number | undefined) => (n === undefined ? '-' : intl.formatNumber(n));
  const tab = pathname.startsWith(pathTo('albums')) ? 'albums' : 'photos';

  return (
    <PhotoSelectionContext.Provider value={selection}>
      <Page title={ROUTES.photoManagement.title}>
        <div className="photo-management__bar">
          <AddPhotosButton />
          {tab === 'photos' ? <SelectionControls /> : null}
        </div>
        {params.has(UPLOADS_PARAM) ? (
          <Suspense fallback={null}>
            <EarlierUploads />
          </Suspense>
        ) : null}
        <PhotoLibraryBanner />
        {/* Photos and Albums are routes: links in a navigation landmark with the current one marked (ARIA tabs would
            need a tab panel for each). */}
        <div>
          <div className="photo-management__tabbar">
            <nav aria-label={intl.formatMessage(m.tabs)}>
              <ul className="photo-management__tablist">
                <li>
                  <Link variant="plain" href={pathTo('photos')} className="photo-management__tab" aria-current={tab === 'photos' ? 'page' : undefined}>
                    {intl.formatMessage(mv.photosTab, { count: count(counts?.photos) })}
                  </Link>
                </li>
                <li>
                  <Link variant="plain" href={pathTo('albums')} className="photo-management__tab" aria-current={tab === 'albums' ? 'page' : undefined}>
                    {intl.formatMessage(mv.albumsTab, { count: count(counts?.albums) })}
                  </Link>
                </li>
              </ul>
            </nav>
            {tab === 'photos' ? <SortPicker area="photos" /> : null}
          </div>
          <Outlet />
        </div>
      </Page>
    </PhotoSelectionContext.Provider>
  );
}
