import { loadQuery } from 'react-relay';
import invoicesPageQuery from '../../__generated__/InvoicesPageQuery$parameters';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';
import { invoicesTextsReady } from './invoicesTexts';

// The invoices route, loaded when it is entered (invoicesRoutes.ts): its loader starts the query as soon as this
// small chunk is in, while the screen's code and its texts load in parallel.

/** Invoices per page of each kind (current, historical). */
export const INVOICES_PAGE_SIZE = 10;

/** The screen's code and its texts, in parallel. */
export const page = () =>
  Promise.all([import('./InvoicesPage'), invoicesTextsReady()]).then(([module]) => module.InvoicesPage);

/**
 * The first page of both kinds and the map PDFs in one query; fresh each visit (a new order's invoice appears), what
 * the store holds shows at once.
 */
export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<InvoicesPageQuery>(environment, invoicesPageQuery, { first: INVOICES_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
