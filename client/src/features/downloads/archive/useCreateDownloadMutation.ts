import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCreateDownloadMutation as Mutation } from '../../../__generated__/useCreateDownloadMutation.graphql';
import type { useCreateSharedAlbumDownloadMutation as SharedMutation } from '../../../__generated__/useCreateSharedAlbumDownloadMutation.graphql';
import { commitAsync } from '../../photos/upload/commitAsync';

const createDownload = graphql`
  mutation useCreateDownloadMutation($input: CreateDownloadInput!) {
    createDownload(input: $input) {
      download {
        id
        status
        photosCount
        ...DownloadRow_download
      }
    }
  }
`;

const createSharedAlbumDownload = graphql`
  mutation useCreateSharedAlbumDownloadMutation($input: CreateSharedAlbumDownloadInput!) {
    createSharedAlbumDownload(input: $input) {
      download {
        id
        status
        photosCount
        ...DownloadRow_download
      }
    }
  }
`;

export interface ArchiveRequest {
  /** Global ids of the photos (1-100). */
  photoIds: readonly string[];
  /** A shared album the photos were chosen in (any participant's photos). */
  sharedAlbumId?: string;
  /** Name of the archive, e.g. the album's name. */
  name?: string;
}

/** Asks the download service for a .zip of the photos; resolves with the new download (id, photo count). */
export function useCreateDownloadMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ photoIds, sharedAlbumId, name }: ArchiveRequest) => {
      if (sharedAlbumId) {
        const data = await commitAsync<SharedMutation>(environment, {
          mutation: createSharedAlbumDownload,
          variables: { input: { sharedAlbumId, photoIds: [...photoIds], name } },
        });
        return data.createSharedAlbumDownload.download;
      }
      const data = await commitAsync<Mutation>(environment, {
        mutation: createDownload,
        variables: { input: { photoIds: [...photoIds], name } },
      });
      return data.createDownload.download;
    },
    [environment],
  );
}
