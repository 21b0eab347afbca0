import { defineMessages, useIntl } from 'react-intl';
import { Checkbox, DropZone, FileTrigger, ProgressBar } from 'react-aria-components';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import type { FailReason, SendFile } from './sendFile';
import { uploadTexts } from './uploadTexts';
import { ACCEPTED_TYPES, usePhotoUploads, type UploadItem } from './usePhotoUploads';
import './UploadDialog.css';

const m = defineMessages({
  title: { id: 'photoUploads.title', defaultMessage: 'Add photos' },
  choose: { id: 'photoUploads.choose', defaultMessage: 'Choose photos' },
  drop: { id: 'photoUploads.drop', defaultMessage: 'Drag and drop your photos here, or' },
  dropActive: { id: 'photoUploads.dropActive', defaultMessage: 'Drop your photos to add them' },
  hint: { id: 'photoUploads.hint', defaultMessage: 'JPEG, PNG and HEIC photos can be uploaded.' },
  files: { id: 'photoUploads.files', defaultMessage: 'Chosen photos' },
  ready: { id: 'photoUploads.status.ready', defaultMessage: 'Ready to upload' },
  notAccepted: {
    id: 'photoUploads.status.notAccepted',
    defaultMessage: 'This file type is not supported. Choose JPEG, PNG or HEIC photos.',
  },
  keep: { id: 'photoUploads.keep', defaultMessage: 'Keep' },
  duplicate: { id: 'photoUploads.status.duplicate', defaultMessage: 'Already in your library' },
  rejected: { id: 'photoUploads.status.rejected', defaultMessage: 'This file could not be uploaded' },
  failed: { id: 'photoUploads.status.failed', defaultMessage: 'Upload failed. Please try again.' },
  failedConnection: {
    id: 'photoUploads.status.failedConnection',
    defaultMessage: 'The connection was lost. The upload goes on when you are back online.',
  },
  failedExpired: {
    id: 'photoUploads.status.failedExpired',
    defaultMessage: 'The upload link has expired. Upload this photo again.',
  },
  paused: { id: 'photoUploads.status.paused', defaultMessage: 'Paused' },
  missingFile: { id: 'photoUploads.status.missingFile', defaultMessage: 'Choose this photo again to go on' },
  restored: {
    id: 'photoUploads.restored',
    defaultMessage: 'Your upload was interrupted. Choose the same photos again and it goes on where it stopped.',
  },
  pause: { id: 'photoUploads.pause', defaultMessage: 'Pause' },
  resume: { id: 'photoUploads.resume', defaultMessage: 'Resume' },
  retry: { id: 'photoUploads.retry', defaultMessage: 'Try again' },
  totalLabel: { id: 'photoUploads.totalLabel', defaultMessage: 'Upload progress of all photos' },
  cancel: { id: 'photoUploads.cancel', defaultMessage: 'Cancel' },
  working: { id: 'photoUploads.working', defaultMessage: 'Please wait…' },
});

const mv = defineMessages<{
  upload: { count: number };
  confirm: { count: number };
  progress: { fileName: string };
  keepLabel: { fileName: string };
  remove: { fileName: string };
  pauseLabel: { fileName: string };
  resumeLabel: { fileName: string };
  retryLabel: { fileName: string };
  total: { percent: number };
}>({
  upload: { id: 'photoUploads.start', defaultMessage: 'Upload {count, plural, one {# photo} other {# photos}}' },
  confirm: { id: 'photoUploads.confirm', defaultMessage: 'Add {count, plural, one {# photo} other {# photos}}' },
  progress: { id: 'photoUploads.progress', defaultMessage: 'Uploading {fileName}' },
  keepLabel: { id: 'photoUploads.keepLabel', defaultMessage: 'Keep {fileName}' },
  remove: { id: 'photoUploads.remove', defaultMessage: 'Remove {fileName}' },
  pauseLabel: { id: 'photoUploads.pauseLabel', defaultMessage: 'Pause uploading {fileName}' },
  resumeLabel: { id: 'photoUploads.resumeLabel', defaultMessage: 'Resume uploading {fileName}' },
  retryLabel: { id: 'photoUploads.retryLabel', defaultMessage: 'Try uploading {fileName} again' },
  total: { id: 'photoUploads.total', defaultMessage: '{percent, number, ::percent} uploaded' },
});

const FAILED: Record<FailReason, (typeof m)[keyof typeof m]> = { connection: m.failedConnection, expired: m.failedExpired, refused: m.failed };

export interface UploadDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Sends a file's bytes (tests replace it; default: tus, resumable, in chunks). */
  send?: SendFile;
  /** Add photos inside an album: the confirmed photos are added to this album too. */
  albumId?: string;
  /** After the photos were added (the dialog closes). */
  onConfirmed?: () => void;
}

function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * The "Add photos" dialog (spec §2, §4): the customer chooses files (or drops them on non-touch devices), then
 * starts the upload; each file shows its progress (pause and resume it) and result, and all files their total. Confirm
 * adds the kept photos; Cancel deletes every upload. An outside click does not close it. After a reload it comes back
 * with its queue: the unfinished files, chosen again, go on where they stopped.
 */
export function UploadDialog(props: UploadDialogProps) {
  return (
    <MessageScopeProvider scope={uploadTexts}>
      <UploadDialogBody {...props} />
    </MessageScopeProvider>
  );
}

function UploadDialogBody({ isOpen, onClose, send, albumId, onConfirmed }: UploadDialogProps) {
  const intl = useIntl();
  const uploads = usePhotoUploads(send, albumId);
  const addFiles = (files: FileList | null) => {
    if (files) uploads.addFiles(Array.from(files));
  };

  const cancel = () => {
    void uploads.cancel();
    onClose();
  };
  const confirm = async () => {
    // A failure shows nothing and the dialog stays (spec §4).
    if (await uploads.confirm()) {
      onClose();
      onConfirmed?.();
    }
  };

  const chooser = (
    <FileTrigger acceptedFileTypes={[...ACCEPTED_TYPES, '.heic', '.heif']} allowsMultiple onSelect={addFiles}>
      <Button variant="secondary" isDisabled={uploads.busy}>
        {intl.formatMessage(m.choose)}
      </Button>
    </FileTrigger>
  );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      isKeyboardDismissDisabled={uploads.confirming}
      title={intl.formatMessage(m.title)}
      testId="upload-dialog"
      footer={
        <>
          <Button variant="secondary" onPress={cancel} isDisabled={uploads.confirming}>
            {intl.formatMessage(m.cancel)}
          </Button>
          {uploads.selectedCount > 0 ? (
            <Button variant="secondary" onPress={() => void uploads.upload()} isDisabled={uploads.busy}>
              {intl.formatMessage(mv.upload, { count: uploads.selectedCount })}
            </Button>
          ) : null}
          <Button
            variant="primary"
            onPress={() => void confirm()}
            isDisabled={uploads.busy || uploads.keptCount === 0}
          >
            {uploads.busy ? (
              <ProgressBar isIndeterminate aria-label={intl.formatMessage(m.working)} className="upload-dialog__spinner">
                <span aria-hidden="true" />
              </ProgressBar>
            ) : null}
            {intl.formatMessage(mv.confirm, { count: uploads.keptCount })}
          </Button>
        </>
      }
    >
      {isTouchDevice() ? (
        <div className="upload-dialog__chooser">{chooser}</div>
      ) : (
        <DropZone
          className="upload-dialog__dropzone"
          isDisabled={uploads.busy}
          getDropOperation={() => 'copy'}
          onDrop={async (event) => {
            const files = await Promise.all(
              event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
            );
            uploads.addFiles(files);
          }}
        >
          {({ isDropTarget }) => (
            <>
              <p>{intl.formatMessage(isDropTarget ? m.dropActive : m.drop)}</p>
              {chooser}
            </>
          )}
        </DropZone>
      )}
      <p className="upload-dialog__hint">{intl.formatMessage(m.hint)}</p>
      {uploads.missingCount > 0 ? (
        <p className="upload-dialog__restored" role="status">
          {intl.formatMessage(m.restored)}
        </p>
      ) : null}
      {uploads.totalProgress !== null ? (
        <ProgressBar
          aria-label={intl.formatMessage(m.totalLabel)}
          value={Math.round(uploads.totalProgress * 100)}
          className="upload-dialog__total"
        >
          {({ percentage }) => (
            <>
              <span className="upload-dialog__total-text">
                {intl.formatMessage(mv.total, { percent: (percentage ?? 0) / 100 })}
              </span>
              <span className="upload-dialog__bar">
                <span className="upload-dialog__fill" style={{ width: `${percentage ?? 0}%` }} />
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
      {uploads.items.length > 0 ? (
        <ul className="upload-dialog__files" aria-label={intl.formatMessage(m.files)}>
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} uploads={uploads} />
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}

function UploadRow({ item, uploads }: { item: UploadItem; uploads: ReturnType<typeof usePhotoUploads> }) {
  const intl = useIntl();
  const fileName = item.name;
  const action = (label: (typeof m)['pause' | 'resume' | 'retry'], name: (typeof mv)['pauseLabel' | 'resumeLabel' | 'retryLabel'], onPress: () => void) => (
    <Button
      variant="quiet"
      className="upload-dialog__action"
      aria-label={intl.formatMessage(name, { fileName })}
      onPress={onPress}
      isDisabled={uploads.confirming}
    >
      {intl.formatMessage(label)}
    </Button>
  );
  const bar = (
    <ProgressBar
      aria-label={intl.formatMessage(mv.progress, { fileName })}
      value={Math.round(item.progress * 100)}
      className="upload-dialog__progress"
    >
      {({ percentage }) => (
        <span className="upload-dialog__bar">
          <span className="upload-dialog__fill" style={{ width: `${percentage ?? 0}%` }} />
        </span>
      )}
    </ProgressBar>
  );
  let status: React.ReactNode;
  switch (item.status) {
    case 'selected':
      status = (
        <>
          <span>{intl.formatMessage(m.ready)}</span>
          <Button
            variant="quiet"
            className="upload-dialog__remove"
            aria-label={intl.formatMessage(mv.remove, { fileName })}
            onPress={() => uploads.removeFile(item.key)}
          >
            <span className="sign-close" aria-hidden="true" />
          </Button>
        </>
      );
      break;
    case 'notAccepted':
      status = <span className="upload-dialog__error">{intl.formatMessage(m.notAccepted)}</span>;
      break;
    case 'uploading':
      status = (
        <>
          {bar}
          {item.uploadUrl ? action(m.pause, mv.pauseLabel, () => uploads.pause(item.key)) : null}
        </>
      );
      break;
    case 'paused':
      status = (
        <>
          <span>{intl.formatMessage(m.paused)}</span>
          {bar}
          {action(m.resume, mv.resumeLabel, () => uploads.resume(item.key))}
        </>
      );
      break;
    case 'missingFile':
      status = <span>{intl.formatMessage(m.missingFile)}</span>;
      break;
    case 'uploaded':
      status = (
        <Checkbox
          className="upload-dialog__keep"
          isSelected={item.keep}
          onChange={(keep) => uploads.setKeep(item.key, keep)}
          isDisabled={uploads.confirming}
          aria-label={intl.formatMessage(mv.keepLabel, { fileName })}
        >
          <span className="upload-dialog__box" aria-hidden="true" />
          {intl.formatMessage(m.keep)}
        </Checkbox>
      );
      break;
    case 'duplicate':
      status = <span>{intl.formatMessage(m.duplicate)}</span>;
      break;
    case 'rejected':
      status = <span className="upload-dialog__error">{item.reason || intl.formatMessage(m.rejected)}</span>;
      break;
    case 'failed':
      status = (
        <>
          <span className="upload-dialog__error">{intl.formatMessage(FAILED[item.failReason ?? 'refused'])}</span>
          {item.failReason === 'connection' ? action(m.retry, mv.retryLabel, () => uploads.resume(item.key)) : null}
        </>
      );
      break;
  }
  return (
    <li className={`upload-dialog__file upload-dialog__file--${item.status}`} data-testid="upload-file">
      <span className="upload-dialog__name">{fileName}</span>
      <span className="upload-dialog__status">{status}</span>
    </li>
  );
}
