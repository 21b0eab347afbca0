import { loadQuery } from 'react-relay';
import savedProjectsPageQuery from '../../__generated__/SavedProjectsPageQuery$parameters';
import type { SavedProjectsPageQuery } from '../../__generated__/SavedProjectsPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';
import { savedProjectsTextsReady } from './savedProjectsTexts';

// The saved projects route, loaded when it is entered (savedProjectsRoute.ts): its loader starts the query as soon as
// this small chunk is in, while the screen's code and its texts load in parallel.

/** Spec §9: saved projects come 10 a page. */
export const PROJECTS_PAGE_SIZE = 10;

/** The screen's code and its texts, in parallel. */
export const page = () =>
  Promise.all([import('./SavedProjectsPage'), savedProjectsTextsReady()]).then(([module]) => module.SavedProjectsPage);

/**
 * The first page of the customer's saved projects; fresh each visit (a project edited in the editor meanwhile moves
 * to the top), what the store holds shows at once.
 */
export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<SavedProjectsPageQuery>(
    environment,
    savedProjectsPageQuery,
    { first: PROJECTS_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
