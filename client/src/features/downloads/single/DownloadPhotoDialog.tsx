import { useEffect, useEffectEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Modal, Spinner } from '../../../ui';
import { saveFile, type PhotoFile } from './saveFile';
import './DownloadPhotoDialog.css';

const m = defineMessages({
  title: { id: 'downloads.single.title', defaultMessage: 'Download photo' },
  pending: { id: 'downloads.single.pending', defaultMessage: 'Downloading your photo...' },
  error: { id: 'downloads.single.error', defaultMessage: 'Error: Your photo could not be downloaded' },
  retry: { id: 'downloads.single.retry', defaultMessage: 'Try again' },
  cancel: { id: 'downloads.single.cancel', defaultMessage: 'Cancel' },
  close: { id: 'downloads.single.close', defaultMessage: 'Close' },
});

/** Request lifecycle of one single-photo download (spec §4). */
export type DownloadState = 'initial' | 'pending' | 'failure';

export interface DownloadPhotoDialogProps {
  /** The signed URL of the original and the photo's local file name; null while not known yet. */
  photo: PhotoFile | null;
  isOpen: boolean;
  onClose: () => void;
  /** After the file was handed to the browser (the dialog closes itself); e.g. clear the selection. */
  onDownloaded?: () => void;
  /** Looks the photo up when `photo` is null (a failure shows the error like a failed download). */
  resolvePhoto?: (signal: AbortSignal) => Promise<PhotoFile>;
}

/**
 * Downloads one photo with its local file name. Opening starts it: initial → pending → success (the dialog closes
 * and `onDownloaded` runs) or failure ('Error: Your photo could not be downloaded', the dialog stays open with
 * Try again). Closing cancels a running download and resets the error.
 */
export function DownloadPhotoDialog(props: DownloadPhotoDialogProps) {
  // Mounted only while open: closing drops the attempt and its error with it (spec §4).
  return props.isOpen ? <OpenDownloadPhotoDialog {...props} /> : null;
}

function OpenDownloadPhotoDialog({ photo, onClose, onDownloaded, resolvePhoto }: DownloadPhotoDialogProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const url = photo?.url ?? null;
  const fileName = photo?.fileName ?? null;
  const canStart = url !== null && fileName !== null ? true : resolvePhoto !== undefined;
  // The run that failed (its attempt and file): a new attempt or another file is pending until it settles.
  const run = `${attempt}\n${url}\n${fileName}`;
  const [failedRun, setFailedRun] = useState<string | null>(null);
  const state: DownloadState = !canStart ? 'initial' : failedRun === run ? 'failure' : 'pending';

  // Read when the download settles, with the callbacks of that moment.
  const lookUp = useEffectEvent((signal: AbortSignal) => resolvePhoto!(signal));
  const downloaded = useEffectEvent(() => {
    onDownloaded?.();
    onClose();
  });

  useEffect(() => {
    if (!canStart) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const file = url !== null && fileName !== null ? { url, fileName } : await lookUp(controller.signal);
        await saveFile(file, controller.signal);
        if (!controller.signal.aborted) downloaded();
      } catch {
        if (!controller.signal.aborted) setFailedRun(run);
      }
    })();
    return () => controller.abort();
  }, [canStart, url, fileName, run]);

  const failed = state === 'failure';
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(m.title)}
      testId="download-photo-dialog"
      footer={
        failed ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              {intl.formatMessage(m.close)}
            </Button>
            <Button onPress={() => setAttempt((n) => n + 1)}>{intl.formatMessage(m.retry)}</Button>
          </>
        ) : (
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        )
      }
    >
      {fileName ? <p className="download-photo__name">{fileName}</p> : null}
      {failed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.error)}</p>
        </Banner>
      ) : (
        <div className="download-photo__pending" data-state={state}>
          <Spinner label={intl.formatMessage(m.pending)} />
          <p>{intl.formatMessage(m.pending)}</p>
        </div>
      )}
    </Modal>
  );
}
