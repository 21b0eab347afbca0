import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { fetchQuery, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ArchiveDownloadsStatusQuery } from '../../../__generated__/ArchiveDownloadsStatusQuery.graphql';
import type { ArchiveDownloadsSubscription } from '../../../__generated__/ArchiveDownloadsSubscription.graphql';
import { ProgressBar, useToast } from '../../../ui';
import { archiveTracker, type TrackedArchive } from './archiveTracker';
import { ARCHIVE_TOAST_MS, archiveMessages as m, archiveValueMessages as mv } from './messages';
import { openDownload } from './openDownload';
import './ArchiveDownloads.css';

const subscription = graphql`
  subscription ArchiveDownloadsSubscription {
    downloadEvents {
      type
      downloadId
      done
      total
      download {
        id
        status
        url
        ...DownloadRow_download
      }
    }
  }
`;

// The same, for the archives awaited: their events may have been missed (the socket was still opening, or dropped).
// By id, not through the viewer's downloads list, which the downloads page reads with its rows' fields.
const statusQuery = graphql`
  query ArchiveDownloadsStatusQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Download @alias(as: "download") {
        id
        status
        url
        progress {
          done
          total
        }
      }
    }
  }
`;

/**
 * When the downloads' status is checked besides the events: soon after listening starts (a small archive is often
 * finished before the subscription is live, and its events are missed), then less and less often, at most every 10 s.
 */
const FIRST_CHECK_MS = 500;
const CHECK_AT_MOST_EVERY_MS = 10_000;

type Outcome = { id: string; status: string; url?: string | null };

/**
 * Waits for the archives this tab asked for, wherever the customer is in the app: listens to the download events
 * (and checks their status now and then, so nothing is lost), shows their progress, and saves each zip when it is
 * finished ('Downloading photos') or reports 'Download failed'. Renders nothing while nothing is awaited.
 */
export function ArchiveDownloads() {
  const items = useSyncExternalStore(archiveTracker.subscribe, archiveTracker.getSnapshot, archiveTracker.getSnapshot);
  if (items.length === 0) return null;
  return <ArchiveListener items={items} />;
}

function ArchiveListener({ items }: { items: readonly TrackedArchive[] }) {
  const intl = useIntl();
  const toast = useToast();
  const environment = useRelayEnvironment();

  const settle = useCallback(
    ({ id, status, url }: Outcome) => {
      if (status === 'FINISHED' && url) {
        if (!archiveTracker.end(id)) return;
        if (openDownload(url)) toast.show(intl.formatMessage(m.downloading), { timeout: ARCHIVE_TOAST_MS });
        else toast.show(intl.formatMessage(m.failed), { tone: 'error', timeout: ARCHIVE_TOAST_MS });
      } else if (status === 'FAILED' && archiveTracker.end(id)) {
        toast.show(intl.formatMessage(m.failed), { tone: 'error', timeout: ARCHIVE_TOAST_MS });
      }
    },
    [intl, toast],
  );

  const config = useMemo<GraphQLSubscriptionConfig<ArchiveDownloadsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.downloadEvents;
        if (!event || !archiveTracker.has(event.downloadId)) return;
        if (event.done != null && event.total != null) archiveTracker.progress(event.downloadId, event.done, event.total);
        if (event.type === 'ERROR') settle({ id: event.downloadId, status: 'FAILED' });
        else if (event.type === 'FINISHED') settle({ id: event.downloadId, status: event.download?.status ?? 'FINISHED', url: event.download?.url });
      },
      onError: () => {
        // The status checks below carry on.
      },
    }),
    [settle],
  );
  useSubscription(config);

  useEffect(() => {
    const check = () => {
      const ids = archiveTracker.getSnapshot().map((item) => item.id);
      if (ids.length === 0) return;
      fetchQuery<ArchiveDownloadsStatusQuery>(environment, statusQuery, { ids }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          for (const node of data?.nodes ?? []) {
            const download = node?.download;
            if (!download || !archiveTracker.has(download.id)) continue;
            archiveTracker.progress(download.id, download.progress.done, download.progress.total);
            settle(download);
          }
        })
        .catch(() => undefined);
    };
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        check();
        schedule(Math.min(delay * 2, CHECK_AT_MOST_EVERY_MS));
      }, delay);
    };
    schedule(FIRST_CHECK_MS);
    return () => clearTimeout(timer);
  }, [environment, settle]);

  return (
    <section className="archive-progress" aria-label={intl.formatMessage(m.progressRegion)} data-testid="archive-progress">
      <p className="archive-progress__title">{intl.formatMessage(m.progressTitle)}</p>
      {items.map((item) => (
        <ProgressBar
          key={item.id}
          label={intl.formatMessage(m.progressTitle)}
          value={item.done}
          maxValue={Math.max(item.total, 1)}
          valueText={intl.formatMessage(mv.progress, { done: item.done, total: item.total })}
          showValue
        />
      ))}
    </section>
  );
}
