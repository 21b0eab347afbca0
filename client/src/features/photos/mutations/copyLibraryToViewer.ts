import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A mutation payload's `photoLibrary` (counts, months, status) becomes the viewer's library, so every screen
 * that reads `viewer.photoLibrary` shows the fresh counts and months.
 */
export function copyLibraryToViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const library = store.getRootField(rootField)?.getLinkedRecord('photoLibrary');
  const viewerLibrary = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('photoLibrary');
  if (!library || !viewerLibrary) return;
  for (const field of ['photosCount', 'albumsCount', 'status']) {
    const value = library.getValue(field);
    if (value !== undefined) viewerLibrary.setValue(value, field);
  }
  const months = library.getLinkedRecords('months');
  if (months) viewerLibrary.setLinkedRecords(months, 'months');
}
