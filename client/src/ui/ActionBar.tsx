import type { ReactNode } from 'react';
import './ActionBar.css';

export interface ActionBarProps {
  /** Names the bar for screen readers (e.g. "Selected photos"). */
  label: string;
  /** The feature's own class for its layout of the buttons. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** The bar of actions on what is selected, floating at the bottom of the window (full width on a phone). */
export function ActionBar({ label, className, testId, children }: ActionBarProps) {
  return (
    <div role="toolbar" aria-label={label} className={className ? `ui-action-bar ${className}` : 'ui-action-bar'} data-testid={testId}>
      {children}
    </div>
  );
}
