import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className'> {
  label: string;
  description?: string;
  /** Shown under the input (and the field marked invalid) when set. */
  errorMessage?: string | null;
  placeholder?: string;
  /** Several lines (a message): a text area of four lines, resizable in height. */
  multiline?: boolean;
  testId?: string;
}

/** A labelled text input; an error message, when given, is shown on the field and announced with it. */
export function TextField({ label, description, errorMessage, placeholder, multiline, testId, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={errorMessage ? true : props.isInvalid} className="ui-text-field">
      <Label className="ui-text-field__label">{label}</Label>
      {multiline ? (
        <TextArea className="ui-text-field__input ui-text-field__input--multiline" placeholder={placeholder} rows={4} data-testid={testId} />
      ) : (
        <Input className="ui-text-field__input" placeholder={placeholder} data-testid={testId} />
      )}
      {description ? <Text slot="description" className="ui-text-field__description">{description}</Text> : null}
      <FieldError className="ui-text-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
