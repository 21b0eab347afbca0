import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotoLibraryActivation_photoLibrary$key } from '../../../__generated__/PhotoLibraryActivation_photoLibrary.graphql';

// Most libraries are active: the panel's code (the mutation, the live import, the progress) loads only when shown.
const ActivationPanel = lazy(() => import('./ActivationPanels').then((module) => ({ default: module.ActivationPanel })));

/**
 * The activation / import panel of the photos page (spec §4 Import/activation). Renders nothing unless the
 * library is NOT_ACTIVE (activate button) or IMPORTING (live progress).
 */
export function PhotoLibraryActivation({ photoLibrary }: { photoLibrary: PhotoLibraryActivation_photoLibrary$key }) {
  const library = useFragment(
    graphql`
      fragment PhotoLibraryActivation_photoLibrary on PhotoLibrary {
        status
      }
    `,
    photoLibrary,
  );
  if (library.status !== 'NOT_ACTIVE' && library.status !== 'IMPORTING') return null;
  return (
    <Suspense fallback={null}>
      <ActivationPanel status={library.status} />
    </Suspense>
  );
}

