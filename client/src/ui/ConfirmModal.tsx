import { useState, type ReactNode } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** The text of the confirming button (a destructive action). */
  confirmLabel: string;
  cancelLabel: string;
  /** Shown when `onConfirm` rejects; reset when the modal closes. */
  errorText: string;
  /** Runs the action; the modal stays open with `errorText` when it rejects (the caller closes it on success). */
  onConfirm: () => Promise<void>;
  children: ReactNode;
  testId?: string;
}

/**
 * A confirmation of a destructive action (`alertdialog`): Cancel and the action; both disabled and Escape ignored
 * while the action runs; a failure shows the error text until the modal closes.
 */
export function ConfirmModal({ isOpen, onClose, title, confirmLabel, cancelLabel, errorText, onConfirm, children, testId }: ConfirmModalProps) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const pending = state === 'pending';
  const close = () => {
    if (pending) return;
    setState('idle');
    onClose();
  };
  const confirm = () => {
    setState('pending');
    onConfirm().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      isKeyboardDismissDisabled={pending}
      role="alertdialog"
      testId={testId}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onPress={confirm} isDisabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {state === 'failed' ? (
        <Banner tone="error">
          <p>{errorText}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}
