import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PhotoSelection } from '../selection/photoSelection';

export interface FailureMessages {
  single: MessageDescriptor;
  multi: MessageDescriptor;
}

/**
 * The outcome of a modal's action on selected photos: on success selection mode ends and the modal closes; photos
 * that failed stay selected with the error (for one photo or several), which is reset when the modal closes. While
 * the action runs the modal cannot be closed.
 */
export function usePhotoActionOutcome({ selection, onClose, isPending }: { selection: PhotoSelection; onClose: () => void; isPending: boolean }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isPending) return;
    setError(null);
    onClose();
  };

  const settle = (failed: readonly string[], messages: FailureMessages) => {
    if (failed.length === 0) {
      selection.cancel();
      setError(null);
      onClose();
      return;
    }
    selection.replace(failed);
    setError(intl.formatMessage(failed.length === 1 ? messages.single : messages.multi));
  };

  return { error, close, settle, clearError: () => setError(null) };
}
