import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import './Checkbox.css';

export interface CheckboxProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** The label (the whole row is the target). */
  children: ReactNode;
  testId?: string;
}

/** A labelled checkbox (Space toggles it; the box shows a tick when on). */
export function Checkbox({ isSelected, onChange, isDisabled, children, testId }: CheckboxProps) {
  return (
    <AriaCheckbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className="ui-checkbox" data-testid={testId}>
      <span className="ui-checkbox__box" aria-hidden="true" />
      <span className="ui-checkbox__label">{children}</span>
    </AriaCheckbox>
  );
}
