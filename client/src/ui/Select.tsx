import { useId } from 'react';
import './Select.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value: string;
  onChange: (id: string) => void;
  /** The label above a full-width control (in a form), rather than beside it (a toolbar's sort menu). */
  stacked?: boolean;
  isDisabled?: boolean;
  testId?: string;
}

/**
 * A dropdown to pick one option: the browser's own select (keyboard, typeahead, screen readers and the phone's
 * picker for free, and no script to load for a list of a few options), styled like the other controls.
 */
export function Select({ label, hideLabel, options, value, onChange, stacked, isDisabled, testId }: SelectProps) {
  const id = useId();
  return (
    <span className={stacked ? 'ui-select ui-select--stacked' : 'ui-select'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-select__label'}>
        {label}
      </label>
      <span className="ui-select__field">
        <select id={id} className="ui-select__control" value={value} disabled={isDisabled} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="ui-select__chevron sign-chevron" />
      </span>
    </span>
  );
}
