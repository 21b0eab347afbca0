import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import './Switch.css';

export interface SwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** The label (the whole row is the target). */
  children: ReactNode;
  testId?: string;
}

/** An on/off setting (a `switch`: Space toggles it; the knob sits right when on). */
export function Switch({ isSelected, onChange, isDisabled, children, testId }: SwitchProps) {
  return (
    <AriaSwitch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className="ui-switch" data-testid={testId}>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__knob" />
      </span>
      <span className="ui-switch__label">{children}</span>
    </AriaSwitch>
  );
}
