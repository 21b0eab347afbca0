import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import '../../../ui/Checkbox.css';
import { useCategoryName } from './categoryNames';

export interface CategoryCheckboxGroupProps {
  label: string;
  description?: string;
  options: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown under the group (and the group marked invalid) when set. */
  errorMessage?: string | null;
  isDisabled?: boolean;
}

/**
 * Several choices of a list (react-aria's CheckboxGroup: one labelled group, each box a tab stop toggled by Space);
 * the checkboxes look like the product's `Checkbox`. An error message, when given, is announced with the group.
 */
export function CategoryCheckboxGroup({ label, description, options, value, onChange, errorMessage, isDisabled }: CategoryCheckboxGroupProps) {
  const categoryName = useCategoryName();
  return (
    <AriaCheckboxGroup
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className="category-group"
      data-testid="gallery-categories"
    >
      <Label className="category-group__label">{label}</Label>
      {description ? (
        <Text slot="description" className="category-group__description">
          {description}
        </Text>
      ) : null}
      <div className="category-group__options">
        {options.map((option) => (
          <AriaCheckbox key={option.code} value={option.code} className="ui-checkbox category-group__option">
            <span className="ui-checkbox__box" aria-hidden="true" />
            <span className="ui-checkbox__label">{categoryName(option.code, option.name)}</span>
          </AriaCheckbox>
        ))}
      </div>
      <FieldError className="category-group__error">{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
