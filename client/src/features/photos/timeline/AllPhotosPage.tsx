import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { AllPhotosPageQuery } from '../../../__generated__/AllPhotosPageQuery.graphql';
import type { AllPhotosPage_photoLibrary$key } from '../../../__generated__/AllPhotosPage_photoLibrary.graphql';
import { PageLoader } from '../../../app/PageLoader';
import { Banner, Button } from '../../../ui';
import { PhotoLibraryActivation } from '../activation/PhotoLibraryActivation';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { monthConnectionIds } from '../mutations';
import { usePhotoSelection, useSelectionState } from '../selection/photoSelection';
import { useSortPreference } from '../sort/sortPreference';
import { releaseFirstMonth } from './firstMonthPrefetch';
import { Timeline } from './Timeline';
import { useScreenData } from '../../../app/screen';
import type * as allPhotosScreen from './allPhotosScreen';
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
      ...Timeline_months
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
  const connections = useMemo(() => monthConnectionIds(months.map((month) => month.id), sort), [months, sort]);
  const selectedIds = useMemo(() => [...state.ids], [state.ids]);

  if (!library) return <LoadError />;
  const activation = <PhotoLibraryActivation photoLibrary={library} />;
  if (months.length === 0) {
    return (
      <>
        {activation}
        <div className="all-photos__empty" data-testid="photos-empty">
          <span className="all-photos__empty-icon" aria-hidden="true" />
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

/**
 * Whether the query of a route's reference has its data (in the store, or its response has arrived), re-rendering
 * when it arrives. The page waits for it without suspending: React reveals a suspended screen's content at most every
 * 300 ms after its fallback showed, and the first photos waited for that.
 */
function useQueryArrived(queryRef: PreloadedQuery<AllPhotosPageQuery>): boolean {
  const available = () =>
    queryRef.environment.check(createOperationDescriptor(getRequest(allPhotosPageQuery), queryRef.variables)).status === 'available';
  const [state, setState] = useState(() => ({ queryRef, arrived: available() }));
  let { arrived } = state;
  if (state.queryRef !== queryRef) {
    arrived = available();
    setState({ queryRef, arrived });
  }
  useEffect(() => {
    if (arrived || !queryRef.source) return;
    // An error arrives too: the page then renders the query, which throws it to the error boundary.
    const done = () => setState({ queryRef, arrived: true });
    const subscription = queryRef.source.subscribe({ complete: done, error: done });
    return () => subscription.unsubscribe();
  }, [queryRef, arrived]);
  return arrived || !queryRef.source;
}

/** '/my-photos/photos' — the timeline of all photos by month. */
export function AllPhotosPage() {
  const queryRef = useScreenData<typeof allPhotosScreen>();
  const arrived = useQueryArrived(queryRef);
  useEffect(() => releaseFirstMonth, []);
  return (
    <ErrorBoundary fallback={<LoadError />}>
      {arrived ? <AllPhotosContent queryRef={queryRef} /> : <PageLoader />}
    </ErrorBoundary>
  );
}
