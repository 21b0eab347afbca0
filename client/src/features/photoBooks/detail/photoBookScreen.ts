import { loadQuery } from 'react-relay';
import photoBookPageQuery from '../../../__generated__/PhotoBookPageQuery$parameters';
import type { PhotoBookPageQuery } from '../../../__generated__/PhotoBookPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { currentBrand } from '../../../brand/brands';
import { photoBooksTextsReady } from '../photoBooksTexts';

// '/online-products/:productCode' — one photo book: its online version, share by e-mail, its gallery entry.

export const page = () =>
  Promise.all([import('./PhotoBookPage'), photoBooksTextsReady()]).then(([module]) => module.PhotoBookPage);

/**
 * The photo book of `:productCode`, its gallery entry on this brand site's channel and the gallery's categories, read
 * fresh each visit (the online version moves on).
 */
export const loader = ({ environment, params }: ScreenLoaderArgs) =>
  loadQuery<PhotoBookPageQuery>(
    environment,
    photoBookPageQuery,
    { productCode: params.productCode ?? '', channel: currentBrand().channel },
    { fetchPolicy: 'store-and-network' },
  );
