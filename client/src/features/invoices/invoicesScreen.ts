import { loadQuery } from 'react-relay';
import invoicesPageQuery from '../../__generated__/InvoicesPageQuery$parameters';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';
import { invoicesTextsReady } from './invoicesTexts';

// '/invoices' (business customers only: the router's role check sends consumers to the overview): the loader starts
// the query as soon as this small chunk is in, while the screen's code and its texts load in parallel.

/** The screen's code and its texts, in parallel. */
export const page = () =>
  Promise.all([import('./InvoicesPage'), invoicesTextsReady()]).then(([module]) => module.InvoicesPage);

/**
 * The first page of both kinds and the map PDFs in one query; fresh each visit (a new order's invoice appears), what
 * the store holds shows at once.
 */
export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<InvoicesPageQuery>(environment, invoicesPageQuery, {}, { fetchPolicy: 'store-and-network' });
