import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { DownloadLibraryPhotoDialogQuery } from '../../../__generated__/DownloadLibraryPhotoDialogQuery.graphql';
import { DownloadPhotoDialog } from './DownloadPhotoDialog';
import type { PhotoFile } from './saveFile';

const query = graphql`
  query DownloadLibraryPhotoDialogQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Photo {
        localFileName
        untouchedUrl
      }
    }
  }
`;

export interface DownloadLibraryPhotoDialogProps {
  /** Global id of a photo of the customer's own library. */
  photoId: string | null;
  isOpen: boolean;
  onClose: () => void;
  onDownloaded?: () => void;
}

/**
 * `DownloadPhotoDialog` for a library photo known by id (timeline selection, photo preview): a fresh signed URL of
 * the original is asked for when the dialog opens (signed URLs expire, so the store's copy is not reused).
 */
export function DownloadLibraryPhotoDialog({ photoId, isOpen, onClose, onDownloaded }: DownloadLibraryPhotoDialogProps) {
  const environment = useRelayEnvironment();
  const resolvePhoto = useCallback(async (): Promise<PhotoFile> => {
    if (!photoId) throw new Error('No photo');
    const data = await fetchQuery<DownloadLibraryPhotoDialogQuery>(environment, query, { id: photoId }, {
      fetchPolicy: 'network-only',
    }).toPromise();
    const node = data?.node;
    if (node?.__typename !== 'Photo') throw new Error('Photo not found');
    return { url: node.untouchedUrl, fileName: node.localFileName };
  }, [environment, photoId]);
  return (
    <DownloadPhotoDialog
      photo={null}
      isOpen={isOpen && photoId !== null}
      onClose={onClose}
      onDownloaded={onDownloaded}
      resolvePhoto={resolvePhoto}
    />
  );
}
