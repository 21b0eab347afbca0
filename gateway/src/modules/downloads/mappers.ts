import type { UpstreamDownload } from '../../upstream/download';

/** Parent of Download fields: the download as the download service answers it. */
export type DownloadModel = UpstreamDownload & { __typename: 'Download' };

/** A validated upstream archive push message, flattened. */
export interface DownloadEventModel {
  id: string;
  type: 'STARTED' | 'PROGRESS' | 'FINISHED' | 'ERROR';
  timestamp: string;
  /** Upstream (local) id of the download. */
  downloadId: string;
  userId: string;
  done: number | null;
  total: number | null;
}

export const toDownloadModel = (download: UpstreamDownload): DownloadModel => ({ ...download, __typename: 'Download' });

/** Spec §5: a download URL is acceptable only if http or https; anything else is withheld (null). */
export function httpUrlOrNull(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
