import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';

export interface DrawerPanelProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}

/** The open drawer (see `Drawer`): a modal dialog with its title and a close button; focus stays inside. */
export function DrawerPanel({ title, closeLabel, onClose, children }: DrawerPanelProps) {
  return (
    <ModalOverlay isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())} className="ui-drawer__overlay">
      <Modal className="ui-drawer__modal">
        <Dialog className="ui-drawer__dialog">
          <div className="ui-drawer__header">
            <Heading slot="title" className="ui-drawer__title">{title}</Heading>
            <Button variant="quiet" onPress={onClose} aria-label={closeLabel}>
              <span className="sign-close" aria-hidden="true" />
            </Button>
          </div>
          {children(onClose)}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
