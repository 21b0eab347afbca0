import { loadQuery } from 'react-relay';
import photoBooksPageQuery from '../../../__generated__/PhotoBooksPageQuery$parameters';
import type { PhotoBooksPageQuery } from '../../../__generated__/PhotoBooksPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { photoBooksTextsReady } from '../photoBooksTexts';

// '/online-products' — 'My online photo books' (consumers only: the router's role check sends business customers to
// the overview). The loader starts the query as soon as this small chunk is in; the screen's code and texts load in
// parallel.

export const page = () =>
  Promise.all([import('./PhotoBooksPage'), photoBooksTextsReady()]).then(([module]) => module.PhotoBooksPage);

/** The customer's photo books; fresh each visit (a new order's book appears, states move on), the store's at once. */
export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<PhotoBooksPageQuery>(environment, photoBooksPageQuery, {}, { fetchPolicy: 'store-and-network' });
