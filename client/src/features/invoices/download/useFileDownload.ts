import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { downloadAuthorizedFile } from '../../../app/downloadFile';
import { useSession } from '../../../auth/AuthContext';
import { useConfig } from '../../../config/config';

/** The client-only `downloadState` of an invoice or a map PDF (schema/downloadState.graphql); null = never asked. */
export type DownloadState = 'IDLE' | 'IN_PROGRESS' | 'FAILED';

/** A file the screen can download: its record's id (where the state is kept), where to get it and its name. */
export interface DownloadableFile {
  id: string;
  downloadUrl: string;
  fileName: string;
  /** Its `downloadState` as read from the store. */
  downloadState?: string | null;
}

/** Sets a record's download state in the Relay store: every component reading that invoice or PDF follows it. */
export function setDownloadState(environment: Environment, id: string, state: DownloadState) {
  commitLocalUpdate(environment, (store) => {
    store.get(id)?.setValue(state, 'downloadState');
  });
}

/**
 * Downloads an invoice's or a map PDF's file with the customer's bearer token: IN_PROGRESS while it is fetched, IDLE
 * once it is saved, FAILED when it could not be (a retry starts over). A file already being fetched is not asked
 * for twice. The state is on the record, so it survives the row re-rendering, paging and the list refreshing.
 */
export function useFileDownload(): (file: DownloadableFile) => Promise<void> {
  const environment = useRelayEnvironment();
  const session = useSession();
  const { graphqlUrl } = useConfig();
  return useCallback(
    async (file) => {
      if (file.downloadState === 'IN_PROGRESS') return;
      setDownloadState(environment, file.id, 'IN_PROGRESS');
      try {
        const token = await session.getAccessToken();
        await downloadAuthorizedFile({ url: file.downloadUrl, fileName: file.fileName }, { token, graphqlUrl });
        setDownloadState(environment, file.id, 'IDLE');
      } catch (error) {
        console.error(error);
        setDownloadState(environment, file.id, 'FAILED');
      }
    },
    [environment, session, graphqlUrl],
  );
}
