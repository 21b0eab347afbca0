import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  className?: string;
  /** The button element (e.g. to move the focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/** Buttons of the product; focus ring, pressed and disabled styles come from react-aria's render states. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')} />;
}
