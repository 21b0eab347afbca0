import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import type { Environment } from 'relay-runtime';
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
  query PhotoManagementPageQuery {
    viewer {
      id
      photoLibrary {
        photosCount
        albumsCount
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

/** Starts the counts query of the page header (route loader). */
export function loadPhotoManagement(environment: Environment) {
  return loadQuery<PhotoManagementPageQuery>(environment, photoManagementPageQuery, {}, { fetchPolicy: 'store-and-network' });
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
  // The shared albums count joins the albums count once the shared-albums screens exist (spec §2).
  const albumsCount = library?.albumsCount;
  const tab = pathname.startsWith(pathTo('albums')) ? 'albums' : 'photos';

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
          <TabPanel id={tab} className="photo-management__panel">
            <Outlet />
          </TabPanel>
        </Tabs>
      </Page>
    </PhotoSelectionContext.Provider>
  );
}
