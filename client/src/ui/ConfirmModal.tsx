import { useState, type ReactNode } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';
import { Modal } from './Modal';

/**
 * Runs an action of the modal. Resolves `false` when it was refused (an expected failure: the error is shown),
 * anything else when it is done (the caller closes the modal); a rejection is shown as a failure too.
 */
export type ConfirmAction = () => Promise<boolean | void>;

export interface ConfirmModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** The text of the confirming button. */
  confirmLabel: string;
  /** `danger` (default) for a destructive action, `primary` when another button is the destructive one. */
  confirmVariant?: 'danger' | 'primary';
  /** Off while the action cannot run yet (e.g. nothing typed or selected). */
  isConfirmDisabled?: boolean;
  cancelLabel: string;
  /** Shown when an action failed; reset when the modal closes. It may change with the failure (e.g. one photo or several). */
  errorText: string;
  onConfirm: ConfirmAction;
  /** A second, destructive way to confirm, between Cancel and the confirming button (e.g. 'Delete from library'). */
  alternative?: { label: string; onConfirm: ConfirmAction };
  /** The body: what will happen, and any input the action needs. */
  children: ReactNode;
  testId?: string;
}

/**
 * The confirmation of an action (`alertdialog`): the body, then Cancel and the action(s). While an action runs
 * every button is disabled and Escape is ignored; a failure shows `errorText` until the modal closes or an action
 * runs again.
 */
export function ConfirmModal({
  isOpen,
  onClose,
  title,
  confirmLabel,
  confirmVariant = 'danger',
  isConfirmDisabled = false,
  cancelLabel,
  errorText,
  onConfirm,
  alternative,
  children,
  testId,
}: ConfirmModalProps) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const pending = state === 'pending';
  const close = () => {
    if (pending) return;
    setState('idle');
    onClose();
  };
  const run = (action: ConfirmAction) => {
    setState('pending');
    action().then(
      (done) => setState(done === false ? 'failed' : 'idle'),
      () => setState('failed'),
    );
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      isKeyboardDismissDisabled={pending}
      role="alertdialog"
      size={alternative ? 'wide' : 'normal'}
      testId={testId}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {cancelLabel}
          </Button>
          {alternative ? (
            <Button variant="danger" onPress={() => run(alternative.onConfirm)} isDisabled={pending || isConfirmDisabled}>
              {alternative.label}
            </Button>
          ) : null}
          <Button variant={confirmVariant} onPress={() => run(onConfirm)} isDisabled={pending || isConfirmDisabled}>
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
