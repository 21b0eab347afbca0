/** A refused input field and the service's message for it (English, as the order and widget services word it). */
export interface FieldErrorValue {
  field: string;
  message: string;
}

/** The field errors of a payload by field name (the first message of each field). */
export function fieldErrorMap(errors: readonly FieldErrorValue[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}
