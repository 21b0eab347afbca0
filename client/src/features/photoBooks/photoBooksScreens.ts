import { loadQuery } from 'react-relay';
import photoBookPageQuery from '../../__generated__/PhotoBookPageQuery$parameters';
import type { PhotoBookPageQuery } from '../../__generated__/PhotoBookPageQuery.graphql';
import photoBooksPageQuery from '../../__generated__/PhotoBooksPageQuery$parameters';
import type { PhotoBooksPageQuery } from '../../__generated__/PhotoBooksPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';
import { currentBrand } from '../../brand/brands';
import { photoBooksTextsReady } from './photoBooksTexts';

// Both online photo book routes, loaded when one is entered (photoBooksRoutes.ts): their loaders start the query as
// soon as this small chunk is in, while the screen's code and its texts load in parallel.

/** '/online-products': the screen's code and its texts, in parallel. */
export const listPage = () =>
  Promise.all([import('./list/PhotoBooksPage'), photoBooksTextsReady()]).then(([module]) => module.PhotoBooksPage);

/** The customer's photo books; fresh each visit (a new order's book appears, states move on), the store's at once. */
export const listLoader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<PhotoBooksPageQuery>(environment, photoBooksPageQuery, {}, { fetchPolicy: 'store-and-network' });

/** '/online-products/:productCode': the screen's code and its texts, in parallel. */
export const bookPage = () =>
  Promise.all([import('./detail/PhotoBookPage'), photoBooksTextsReady()]).then(([module]) => module.PhotoBookPage);

/**
 * The photo book of `:productCode`, its gallery entry on this brand site's channel and the gallery's categories, read
 * fresh each visit (the online version moves on).
 */
export const bookLoader = ({ environment, params }: ScreenLoaderArgs) =>
  loadQuery<PhotoBookPageQuery>(
    environment,
    photoBookPageQuery,
    { productCode: params.productCode ?? '', channel: currentBrand().channel },
    { fetchPolicy: 'store-and-network' },
  );
