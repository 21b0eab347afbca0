import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from './Button';
import './Drawer.css';

// The dialog's code (overlay, focus scope, scroll lock) loads when the drawer is first opened.
const DrawerPanel = lazy(() => import('./DrawerPanel').then((module) => ({ default: module.DrawerPanel })));

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

/**
 * A side drawer (modal dialog): keyboard operable, focus trapped, Escape or outside click closes it, focus returns
 * to the button that opened it.
 */
export function Drawer({ triggerLabel, triggerIcon, title, closeLabel, children }: DrawerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="quiet" className="ui-drawer__trigger" aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        {triggerIcon ? <span aria-hidden="true">{triggerIcon}</span> : null}
        {triggerLabel}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <DrawerPanel title={title} closeLabel={closeLabel} onClose={() => setOpen(false)}>
            {children}
          </DrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
