import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { DownloadRow_download$key } from '../../../__generated__/DownloadRow_download.graphql';
import type { DownloadRowUrlQuery } from '../../../__generated__/DownloadRowUrlQuery.graphql';
import { Button, ProgressBar } from '../../../ui';
import { formatDate } from '../../../i18n/dates';
import { archiveValueMessages } from '../archive/messages';
import { openDownload } from '../archive/openDownload';

const urlQuery = graphql`
  query DownloadRowUrlQuery($id: ID!) {
    node(id: $id) {
      ... on Download {
        url
      }
    }
  }
`;

const m = defineMessages({
  preparing: { id: 'downloads.row.preparing', defaultMessage: 'Being prepared' },
  ready: { id: 'downloads.row.ready', defaultMessage: 'Ready' },
  failed: { id: 'downloads.row.failed', defaultMessage: 'This archive could not be prepared' },
  download: { id: 'downloads.row.download', defaultMessage: 'Download' },
  unavailable: { id: 'downloads.row.unavailable', defaultMessage: 'Error: Your photos could not be downloaded' },
});

const mv = defineMessages<{ meta: { count: number; date: string }; downloadNamed: { fileName: string } }>({
  meta: { id: 'downloads.row.meta', defaultMessage: '{count, plural, one {# photo} other {# photos}} · {date}' },
  downloadNamed: { id: 'downloads.row.downloadNamed', defaultMessage: 'Download {fileName}' },
});

/** One archive of the downloads page: name, photos and date, its state, and Download once it is finished. */
export function DownloadRow({ download: key }: { download: DownloadRow_download$key }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [failed, setFailed] = useState(false);
  const download = useFragment(
    graphql`
      fragment DownloadRow_download on Download {
        id
        fileName
        status
        photosCount
        createdAt
        progress {
          done
          total
        }
      }
    `,
    key,
  );
  // A fresh signed URL on every press: the one of the page load may have expired meanwhile.
  const save = async () => {
    setFailed(false);
    const data = await fetchQuery<DownloadRowUrlQuery>(environment, urlQuery, { id: download.id }, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => null);
    if (!openDownload(data?.node?.url ?? '')) setFailed(true);
  };
  const date = formatDate(intl, download.createdAt as string, { dateStyle: 'medium', timeStyle: 'short' });
  const building = download.status === 'PENDING' || download.status === 'IN_PROGRESS';
  return (
    <li className="download-row" data-testid="download-row" data-status={download.status}>
      <div className="download-row__text">
        <p className="download-row__name">{download.fileName}</p>
        <p className="download-row__meta">{intl.formatMessage(mv.meta, { count: download.photosCount, date })}</p>
        {failed ? <p role="alert" className="download-row__error">{intl.formatMessage(m.unavailable)}</p> : null}
      </div>
      <div className="download-row__state">
        {building ? (
          <ProgressBar
            label={intl.formatMessage(m.preparing)}
            value={download.progress.done}
            maxValue={Math.max(download.progress.total, 1)}
            valueText={intl.formatMessage(archiveValueMessages.progress, download.progress)}
            showValue
            className="download-row__progress"
          />
        ) : download.status === 'FINISHED' ? (
          <>
            <span className="download-row__status">{intl.formatMessage(m.ready)}</span>
            <Button variant="secondary" onPress={() => void save()} aria-label={intl.formatMessage(mv.downloadNamed, { fileName: download.fileName })}>
              {intl.formatMessage(m.download)}
            </Button>
          </>
        ) : (
          <span className="download-row__status download-row__status--failed">{intl.formatMessage(m.failed)}</span>
        )}
      </div>
    </li>
  );
}
