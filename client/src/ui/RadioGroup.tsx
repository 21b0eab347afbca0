import type { ReactNode } from 'react';
import { Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import './RadioGroup.css';

export interface RadioGroupProps {
  label: string;
  /** Hide the label visually (it still names the group). */
  hideLabel?: boolean;
  value: string | null;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** Pick one of several options (arrow keys move between them, one tab stop). */
export function RadioGroup({ label, hideLabel, value, onChange, children, className, testId }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      className={['ui-radio-group', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'ui-radio-group__label'}>{label}</Label>
      {children}
    </AriaRadioGroup>
  );
}

export interface RadioProps {
  value: string;
  children: ReactNode;
  testId?: string;
}

/** One option of a `RadioGroup`: the whole row is the target, a dot shows the choice. */
export function Radio({ value, children, testId }: RadioProps) {
  return (
    <AriaRadio value={value} className="ui-radio" data-testid={testId}>
      <span className="ui-radio__dot" aria-hidden="true" />
      <span className="ui-radio__content">{children}</span>
    </AriaRadio>
  );
}
