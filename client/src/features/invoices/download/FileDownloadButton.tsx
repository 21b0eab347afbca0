import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { useFileDownload, type DownloadableFile } from './useFileDownload';
import './FileDownloadButton.css';

const m = defineMessages({
  download: { id: 'invoices.download.idle', defaultMessage: 'Download' },
  downloading: { id: 'invoices.download.inProgress', defaultMessage: 'Downloading…' },
  retry: { id: 'invoices.download.retry', defaultMessage: 'Retry' },
});

export interface FileDownloadButtonProps {
  file: DownloadableFile;
  /** The button's name in each state, naming the file (e.g. 'Download invoice RS1'); each starts with its visible text. */
  names: { idle: string; inProgress: string; failed: string };
  /** Said when the download failed (e.g. 'The invoice could not be downloaded'). */
  failedMessage: string;
}

/**
 * A file's download button and its state (`downloadState` of the record): 'Download'; 'Downloading…' while it is
 * fetched (busy, announced, presses ignored); after a failure the message and 'Retry'. It stays one button through
 * every state, so keyboard focus stays on it.
 */
export function FileDownloadButton({ file, names, failedMessage }: FileDownloadButtonProps) {
  const intl = useIntl();
  const download = useFileDownload();
  const state = file.downloadState === 'IN_PROGRESS' || file.downloadState === 'FAILED' ? file.downloadState : 'IDLE';
  const busy = state === 'IN_PROGRESS';
  return (
    <div className="file-download" data-download-state={state}>
      <Button
        variant="secondary"
        className="file-download__button"
        aria-label={busy ? names.inProgress : state === 'FAILED' ? names.failed : names.idle}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onPress={() => void download(file)}
      >
        <span
          className={busy ? 'invoices-spinner' : state === 'FAILED' ? 'file-download__icon file-download__icon--retry' : 'file-download__icon sign-download'}
          aria-hidden="true"
        />
        {intl.formatMessage(busy ? m.downloading : state === 'FAILED' ? m.retry : m.download)}
      </Button>
      <span role="status" className="visually-hidden">
        {busy ? names.inProgress : ''}
      </span>
      {state === 'FAILED' ? (
        <p role="alert" className="file-download__error">
          {failedMessage}
        </p>
      ) : null}
    </div>
  );
}
