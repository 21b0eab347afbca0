import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
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
  testId?: string;
}

/** A dropdown to pick one option (react-aria Select: keyboard, typeahead, screen-reader labels). */
export function Select({ label, hideLabel, options, value, onChange, testId }: SelectProps) {
  return (
    <AriaSelect
      className="ui-select"
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key != null) onChange(String(key));
      }}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'ui-select__label'}>{label}</Label>
      <AriaButton className="ui-select__button" data-testid={testId}>
        <SelectValue className="ui-select__value" />
        <span aria-hidden="true" className="ui-select__chevron">▾</span>
      </AriaButton>
      <Popover className="ui-select__popover">
        <ListBox className="ui-select__listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="ui-select__option" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
