import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Modal } from '../../../ui';
import { archiveMessages } from './messages';

const m = defineMessages({
  close: { id: 'downloads.refused.close', defaultMessage: 'Close' },
});

export interface ArchiveRefusedDialogProps {
  /** Why the download service refused the archive; the dialog is open while it is set. */
  refusal: string | null;
  onClose: () => void;
}

/**
 * A refused archive download (spec §8: 'Error: Your photos could not be downloaded', the dialog stays open): 'Download
 * failed' with the reason, open until the customer closes it (Close or Escape).
 */
export function ArchiveRefusedDialog({ refusal, onClose }: ArchiveRefusedDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={refusal !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(archiveMessages.failed)}
      testId="archive-refused-dialog"
      footer={<Button onPress={onClose}>{intl.formatMessage(m.close)}</Button>}
    >
      <Banner tone="error">
        <p>{refusal}</p>
      </Banner>
    </Modal>
  );
}
