import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Button } from './Button';
import './FloatingPanel.css';

export interface FloatingPanelProps {
  /** Labels the dialog. */
  title: ReactNode;
  /** Accessible name of the close button (an ✕). */
  closeLabel: string;
  /** Escape or the close button; the opener puts the focus back on its button. */
  onClose: () => void;
  children: ReactNode;
  id?: string;
  /** Kept in the page but not shown (e.g. a chat that keeps listening while closed); when shown again the focus moves
   *  to its first text field (else the dialog). */
  hidden?: boolean;
  testId?: string;
}

/**
 * A non-modal dialog floating in a corner of the page (a chat): labelled by its title, the page around it stays usable
 * (no overlay, no focus trap, no scroll lock). Focus moves into it when it opens (to a control marked `autoFocus`, else
 * the dialog itself); Escape anywhere inside or the close button closes it.
 */
export function FloatingPanel({ title, closeLabel, onClose, children, id, hidden = false, testId }: FloatingPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) {
      const field = panel.current?.querySelector<HTMLElement>('textarea, input:not([type="hidden"])');
      (field ?? panel.current?.querySelector<HTMLElement>('[role="dialog"]'))?.focus();
    }
    wasHidden.current = hidden;
  }, [hidden]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
  return (
    <div ref={panel} className="ui-floating-panel" onKeyDown={onKeyDown} hidden={hidden}>
      <Dialog id={id} className="ui-floating-panel__dialog" data-testid={testId}>
        <div className="ui-floating-panel__header">
          <Heading slot="title" className="ui-floating-panel__title">{title}</Heading>
          <Button variant="quiet" className="ui-floating-panel__close" onPress={onClose} aria-label={closeLabel}>
            <span className="sign-close" aria-hidden="true" />
          </Button>
        </div>
        <div className="ui-floating-panel__body">{children}</div>
      </Dialog>
    </div>
  );
}
