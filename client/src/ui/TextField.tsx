import { Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className'> {
  label: string;
  description?: string;
  testId?: string;
}

/** A labelled text input. */
export function TextField({ label, description, testId, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className="ui-text-field">
      <Label className="ui-text-field__label">{label}</Label>
      <Input className="ui-text-field__input" data-testid={testId} />
      {description ? <Text slot="description" className="ui-text-field__description">{description}</Text> : null}
    </AriaTextField>
  );
}
