import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './Modal.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Labels the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode;
  /** Escape does not close it (e.g. while an action runs). */
  isKeyboardDismissDisabled?: boolean;
  /** A click outside closes it. Off by default. */
  isDismissable?: boolean;
  /** `alertdialog` for destructive confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** `wide` makes room for three buttons side by side (on screens wide enough). */
  size?: 'normal' | 'wide';
  testId?: string;
}

/**
 * A modal dialog: focus trapped, page scroll locked while open, Escape closes the most recently opened one
 * (unless `isKeyboardDismissDisabled`).
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isKeyboardDismissDisabled,
  isDismissable = false,
  role = 'dialog',
  size = 'normal',
  testId,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="ui-modal__overlay"
    >
      <AriaModal className={size === 'wide' ? 'ui-modal ui-modal--wide' : 'ui-modal'}>
        <Dialog role={role} className="ui-modal__dialog" data-testid={testId}>
          <Heading slot="title" className="ui-modal__title">{title}</Heading>
          <div className="ui-modal__body">{children}</div>
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
