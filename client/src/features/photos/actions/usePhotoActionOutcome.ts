import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PhotoSelection } from '../selection/photoSelection';

export interface FailureMessages {
  single: MessageDescriptor;
  multi: MessageDescriptor;
}

/**
 * The outcome of a `ConfirmModal` action on selected photos. `settle(failed)`: none failed → selection mode ends,
 * the modal closes and it answers true; some failed → they stay selected and it answers false, so the modal
 * shows `errorText` (for one photo or several, of the last action settled).
 */
export function usePhotoActionOutcome({ selection, onClose }: { selection: PhotoSelection; onClose: () => void }) {
  const intl = useIntl();
  const [failure, setFailure] = useState<{ messages: FailureMessages; count: number } | null>(null);

  const settle = (failed: readonly string[], messages: FailureMessages): boolean => {
    if (failed.length === 0) {
      selection.cancel();
      onClose();
      return true;
    }
    selection.replace(failed);
    setFailure({ messages, count: failed.length });
    return false;
  };

  const errorText = failure ? intl.formatMessage(failure.count === 1 ? failure.messages.single : failure.messages.multi) : '';
  return { settle, errorText };
}
