import type { ButtonHTMLAttributes, Ref } from 'react';
import { useInteractionState } from './interactionState';
import './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled' | 'onClick'> {
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  className?: string;
  /** Runs when the button is pressed: a click, Enter or Space. */
  onPress?: () => void;
  /** Not focusable nor pressable. To keep it focusable (e.g. for a tooltip saying why), use `aria-disabled`. */
  isDisabled?: boolean;
  /** The button element (e.g. to move the focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Buttons of the product: a native button (keyboard, focus and form behaviour from the browser, no script to load)
 * carrying react-aria's state attributes, which the focus ring, hover, pressed and disabled styles are keyed on.
 */
export function Button({ variant = 'primary', className, onPress, isDisabled, type = 'button', ...props }: ButtonProps) {
  const state = useInteractionState(props, { isDisabled, pressKeys: ['Enter', ' '] });
  return (
    <button
      {...props}
      {...state}
      type={type}
      disabled={isDisabled}
      onClick={onPress ? () => onPress() : undefined}
      className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
