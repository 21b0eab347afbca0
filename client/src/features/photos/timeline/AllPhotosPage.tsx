import { lazy, Suspense, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AllPhotosPageQuery } from '../../../__generated__/AllPhotosPageQuery.graphql';
import type { AllPhotosPage_photoLibrary$key } from '../../../__generated__/AllPhotosPage_photoLibrary.graphql';
import { Banner, Button } from '../../../ui';
import { PhotoLibraryActivation } from '../activation/PhotoLibraryActivation';
import { ErrorBoundary } from '../ErrorBoundary';
import { monthConnectionIds } from '../mutations';
import { usePhotoSelection, useSelectionState } from '../selection/photoSelection';
import { useSortPreference } from '../sort/sortPreference';
import { Timeline } from './Timeline';
import './AllPhotosPage.css';

export const allPhotosPageQuery = graphql`
  query AllPhotosPageQuery @preloadable {
    viewer {
      id
      photoLibrary {
        ...AllPhotosPage_photoLibrary
      }
    }
  }
`;

// The months in a fragment of their own: a query's subscription re-reads all it holds whenever the root record
// changes, which every month page the timeline loads does; a fragment's does only when its own records change.
const photoLibraryFragment = graphql`
  fragment AllPhotosPage_photoLibrary on PhotoLibrary {
    ...PhotoLibraryActivation_photoLibrary
    months {
      id
      year
      month
      count
      isUnknownDate
    }
  }
`;

// What only selecting or deleting needs loads when the customer starts doing so.
const SelectionToolbar = lazy(() => import('../actions/SelectionToolbar').then((module) => ({ default: module.SelectionToolbar })));
const DeletePhotosModal = lazy(() => import('../actions/DeletePhotosModal').then((module) => ({ default: module.DeletePhotosModal })));
const DeleteAllPhotosModal = lazy(() =>
  import('../actions/DeleteAllPhotosModal').then((module) => ({ default: module.DeleteAllPhotosModal })),
);

const m = defineMessages({
  error: { id: 'photos.error.load', defaultMessage: 'Error: Your photos could not be loaded' },
  empty: { id: 'photos.empty', defaultMessage: 'Your photo library is empty' },
  deleteAll: { id: 'photos.deleteAll.open', defaultMessage: 'Delete all photos' },
});

function LoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p>{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

function AllPhotosContent({ queryRef }: { queryRef: PreloadedQuery<AllPhotosPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<AllPhotosPageQuery>(allPhotosPageQuery, queryRef);
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const [sort] = useSortPreference('photos');
  const [deleting, setDeleting] = useState(false);
  const [deletingAll, setDeletingAll] = useState(false);
  const library = useFragment<AllPhotosPage_photoLibrary$key>(photoLibraryFragment, viewer.photoLibrary);
  const sourceMonths = library?.months;
  const months = useMemo(
    () => (sourceMonths ? (sort.order === 'ASC' ? [...sourceMonths].reverse() : sourceMonths) : []),
    [sourceMonths, sort.order],
  );
  const connections = useMemo(() => monthConnectionIds(months.map((mo) => mo.id), sort), [months, sort]);
  const selectedIds = useMemo(() => [...state.ids], [state.ids]);

  if (!library) return <LoadError />;
  const activation = <PhotoLibraryActivation photoLibrary={library} />;
  if (months.length === 0) {
    return (
      <>
        {activation}
        <div className="all-photos__empty" data-testid="photos-empty">
          <span className="all-photos__empty-icon" aria-hidden="true">▦</span>
          <p>{intl.formatMessage(m.empty)}</p>
        </div>
      </>
    );
  }
  return (
    <div className="all-photos">
      {activation}
      {!state.isSelecting ? (
        <div className="all-photos__actions">
          <Button variant="secondary" onPress={() => setDeletingAll(true)}>
            {intl.formatMessage(m.deleteAll)}
          </Button>
        </div>
      ) : null}
      <Timeline months={months} sort={sort} />
      <Suspense fallback={null}>
        {state.isSelecting ? <SelectionToolbar selectedCount={state.ids.size} onDelete={() => setDeleting(true)} /> : null}
        {deleting ? (
          <DeletePhotosModal
            isOpen
            onClose={() => setDeleting(false)}
            photoIds={selectedIds}
            connections={connections}
            selection={selection}
          />
        ) : null}
        {deletingAll ? <DeleteAllPhotosModal isOpen onClose={() => setDeletingAll(false)} /> : null}
      </Suspense>
    </div>
  );
}

/** '/my-photos/photos' — the timeline of all photos by month. */
export function AllPhotosPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AllPhotosPageQuery>;
  return (
    <ErrorBoundary fallback={<LoadError />}>
      <AllPhotosContent queryRef={queryRef} />
    </ErrorBoundary>
  );
}
