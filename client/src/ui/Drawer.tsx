import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import './Drawer.css';

export interface DrawerProps {
  /** Text of the button that opens the drawer. */
  triggerLabel: string;
  triggerIcon?: ReactNode;
  /** Title of the drawer (labels the dialog). */
  title: string;
  closeLabel: string;
  /** Content; receives `close` so links can close the drawer. */
  children: (close: () => void) => ReactNode;
}

/** A side drawer (modal dialog): keyboard operable, focus trapped, Escape or outside click closes it. */
export function Drawer({ triggerLabel, triggerIcon, title, closeLabel, children }: DrawerProps) {
  return (
    <DialogTrigger>
      <Button variant="quiet" className="ui-drawer__trigger">
        {triggerIcon ? <span aria-hidden="true">{triggerIcon}</span> : null}
        {triggerLabel}
      </Button>
      <ModalOverlay isDismissable className="ui-drawer__overlay">
        <Modal className="ui-drawer__modal">
          <Dialog className="ui-drawer__dialog">
            {({ close }) => (
              <>
                <div className="ui-drawer__header">
                  <Heading slot="title" className="ui-drawer__title">{title}</Heading>
                  <Button variant="quiet" onPress={close} aria-label={closeLabel}>
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
                {children(close)}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
