import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SavedProjectListPaginationQuery } from '../../../__generated__/SavedProjectListPaginationQuery.graphql';
import type { SavedProjectList_viewer$key } from '../../../__generated__/SavedProjectList_viewer.graphql';
import { Banner, Button, Card } from '../../../ui';
import { ProjectCard, type ProjectRef } from './ProjectCard';
import { ProjectsLoadError } from './ProjectsLoadError';
import { useListFocus } from './useListFocus';

/** Spec §9: saved projects come 10 a page (the fragment's default `first` and each next page). */
const PROJECTS_PAGE_SIZE = 10;

/** The confirmation and the mutation behind it load when a Delete is first pressed. */
const DeleteProjectModal = lazy(() =>
  import('../delete/DeleteProjectModal').then((module) => ({ default: module.DeleteProjectModal })),
);

const m = defineMessages({
  label: { id: 'savedProjects.list.label', defaultMessage: 'Saved projects' },
  showMore: { id: 'savedProjects.list.showMore', defaultMessage: 'Show more projects' },
  showMoreFailed: {
    id: 'savedProjects.list.showMoreFailed',
    defaultMessage: 'More projects could not be loaded. Please try again.',
  },
  empty: { id: 'savedProjects.empty', defaultMessage: "You haven't started any projects yet" },
  emptyText: {
    id: 'savedProjects.empty.text',
    defaultMessage: 'A photo book, calendar or wall decor you start in the editor is kept here until you order it.',
  },
});

const mv = defineMessages<{ total: { count: number }; shown: { shown: number; total: number } }>({
  total: { id: 'savedProjects.list.total', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
  shown: { id: 'savedProjects.list.shown', defaultMessage: '{shown} of {total} shown' },
});

/**
 * The customer's saved projects: the total, a grid of cards, 'Show more projects' while there are more (10 a page),
 * or the empty state. A delete (confirmed in a dialog) takes the project out of the loaded list and sets the total
 * from the answer: nothing is loaded again and the page stays where it is.
 */
export function SavedProjectList({ viewer: key }: { viewer: SavedProjectList_viewer$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SavedProjectListPaginationQuery,
    SavedProjectList_viewer$key
  >(
    graphql`
      fragment SavedProjectList_viewer on Viewer
      @refetchable(queryName: "SavedProjectListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        savedProjects(first: $first, after: $after) @connection(key: "SavedProjectList_savedProjects") {
          __id
          totalCount
          edges {
            node {
              id
              ...ProjectCard_project
            }
          }
        }
      }
    `,
    key,
  );
  const connection = data.savedProjects;
  const edges = connection?.edges;
  const ids = useMemo(() => edges?.map((edge) => edge.node.id) ?? null, [edges]);
  const [deleting, setDeleting] = useState<ProjectRef | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const { listRef, moreRef, emptyRef, focusAfterDelete, focusAfterPage } = useListFocus({
    ids,
    isDialogOpen: deleting !== null,
    isLoadingNext,
  });
  const askToDelete = useCallback((project: ProjectRef) => setDeleting(project), []);

  if (!connection || !edges || !ids) return <ProjectsLoadError />;

  const onDeleted = (project: ProjectRef) => {
    focusAfterDelete(project.id, ids.indexOf(project.id));
    setDeleting(null);
  };
  const showMore = () => {
    setMoreFailed(false);
    focusAfterPage(edges.length);
    loadNext(PROJECTS_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        focusAfterPage(null);
        setMoreFailed(true);
      },
    });
  };

  if (edges.length === 0) {
    return (
      <div ref={emptyRef} tabIndex={-1} className="saved-projects__empty" data-testid="projects-empty">
        <Card title={intl.formatMessage(m.empty)} icon="✎">
          <p>{intl.formatMessage(m.emptyText)}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="saved-projects">
      <p className="saved-projects__total" role="status" data-testid="projects-total">
        {intl.formatMessage(mv.total, { count: connection.totalCount })}
      </p>
      <ul ref={listRef} role="list" className="saved-projects__grid" aria-label={intl.formatMessage(m.label)}>
        {edges.map((edge) => (
          <ProjectCard key={edge.node.id} project={edge.node} onDelete={askToDelete} />
        ))}
      </ul>
      {hasNext || isLoadingNext ? (
        <div className="saved-projects__more">
          <span className="saved-projects__shown">
            {intl.formatMessage(mv.shown, { shown: edges.length, total: connection.totalCount })}
          </span>
          {/* The same button while the next page loads (busy): the keyboard focus stays on it. */}
          <Button
            ref={moreRef}
            variant="secondary"
            onPress={isLoadingNext ? undefined : showMore}
            aria-disabled={isLoadingNext || undefined}
            aria-busy={isLoadingNext || undefined}
          >
            {isLoadingNext ? <span className="ui-spinner__circle saved-projects__spinner" aria-hidden="true" /> : null}
            {intl.formatMessage(m.showMore)}
          </Button>
        </div>
      ) : null}
      {moreFailed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.showMoreFailed)}</p>
        </Banner>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteProjectModal
            project={deleting}
            connectionId={connection.__id}
            onClose={() => setDeleting(null)}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
