import { loadQuery } from 'react-relay';
import savedProjectsPageQuery from '../../__generated__/SavedProjectsPageQuery$parameters';
import type { SavedProjectsPageQuery } from '../../__generated__/SavedProjectsPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';
import { savedProjectsTextsReady } from './savedProjectsTexts';

// '/saved-projects' — 'My saved projects': the loader starts the query as soon as this small chunk is in, while the
// screen's code and its texts load in parallel.

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
    {},
    { fetchPolicy: 'store-and-network' },
  );
