import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { Tooltip } from './Tooltip';

export interface DisabledButtonProps {
  /** Why the action cannot be used; shown as the tooltip and announced as the button's description. */
  reason: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
  testId?: string;
}

/**
 * An action that cannot be used here, with the reason in a tooltip on hover AND keyboard focus. A natively
 * disabled button gets neither focus nor hover events, so this one is `aria-disabled` (announced and styled as
 * disabled, still focusable and hoverable) and has no press handler.
 */
export function DisabledButton({ reason, children, variant = 'secondary', className, testId }: DisabledButtonProps) {
  return (
    <Tooltip text={reason}>
      <Button variant={variant} className={className} aria-disabled="true" data-testid={testId}>
        {children}
      </Button>
    </Tooltip>
  );
}
