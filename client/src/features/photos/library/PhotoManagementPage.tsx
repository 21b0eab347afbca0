import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Tab, TabList, Tabs } from 'react-aria-components';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import type { PhotoManagementPageQuery } from '../../../__generated__/PhotoManagementPageQuery.graphql';
import { Page } from '../../../app/Page';
import { pathTo, ROUTES } from '../../../app/routes';
import { withKeptQuery } from '../../../ui';
import { PhotoSelection, PhotoSelectionContext } from '../selection/photoSelection';
import { SortPicker } from '../sort/SortPicker';
import { AddPhotosButton } from '../upload/AddPhotosButton';
import { PhotoLibraryBanner } from './PhotoLibraryBanner';
import { SelectionControls } from './SelectionControls';
import './PhotoManagementPage.css';

export const photoManagementPageQuery = graphql`
  query PhotoManagementPageQuery($withShared: Boolean!) @preloadable {
    viewer {
      id
      photoLibrary {
        photosCount
        albumsCount
        sharedAlbumsSummary @include(if: $withShared) {
          readAlbumsCount
        }
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

/** The Albums tab count: own albums plus, with the shared-albums view, the shared ones read; undefined when unknown. */
export function albumsTabCount(
  library: { albumsCount: number; sharedAlbumsSummary?: { readAlbumsCount: number } | null } | null | undefined,
  sharedView: boolean,
): number | undefined {
  if (!library) return undefined;
  if (!sharedView) return library.albumsCount;
  const shared = library.sharedAlbumsSummary?.readAlbumsCount;
  return shared === undefined ? undefined : library.albumsCount + shared;
}

/** '/my-photos' — title, Add photos, Select mode, tabs with counts, sort, info banner; the tab's route below. */
export function PhotoManagementPage() {
  const intl = useIntl();
  const queryRef = useLoaderData() as PreloadedQuery<PhotoManagementPageQuery>;
  const { viewer } = usePreloadedQuery<PhotoManagementPageQuery>(photoManagementPageQuery, queryRef);
  const { pathname, search } = useLocation();
  const [selection] = useState(() => new PhotoSelection());
  const library = viewer.photoLibrary;
  const count = (n: number | undefined) => (n === undefined ? '-' : intl.formatNumber(n));
  // The loader asked for the shared albums count when their view was on (spec §2).
  const albumsCount = albumsTabCount(library, queryRef.variables.withShared);
  const tab = pathname.startsWith(pathTo('albums')) ? 'albums' : 'photos';
  const tabLabel =
    tab === 'albums'
      ? intl.formatMessage(mv.albumsTab, { count: count(albumsCount) })
      : intl.formatMessage(mv.photosTab, { count: count(library?.photosCount) });

  return (
    <PhotoSelectionContext.Provider value={selection}>
      <Page title={ROUTES.photoManagement.title}>
        <div className="photo-management__bar">
          <AddPhotosButton />
          {tab === 'photos' ? <SelectionControls /> : null}
        </div>
        <PhotoLibraryBanner />
        <Tabs selectedKey={tab} className="photo-management__tabs">
          <div className="photo-management__tabbar">
            <TabList aria-label={intl.formatMessage(m.tabs)} className="photo-management__tablist">
              <Tab id="photos" href={withKeptQuery(pathTo('photos'), search)} className="photo-management__tab">
                {intl.formatMessage(mv.photosTab, { count: count(library?.photosCount) })}
              </Tab>
              <Tab id="albums" href={withKeptQuery(pathTo('albums'), search)} className="photo-management__tab">
                {intl.formatMessage(mv.albumsTab, { count: count(albumsCount) })}
              </Tab>
            </TabList>
            {tab === 'photos' ? <SortPicker area="photos" /> : null}
          </div>
          {/* A plain panel: react-aria's TabPanel watches its whole subtree for tabbable children, which costs a
              long task on every virtualised timeline update. The tabs are links, so the panel is the route. */}
          <div role="tabpanel" aria-label={tabLabel} className="photo-management__panel">
            <Outlet />
          </div>
        </Tabs>
      </Page>
    </PhotoSelectionContext.Provider>
  );
}
