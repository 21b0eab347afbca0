/** A refused input field and the service's message for it (English, as the services word it). */
export interface FieldErrorValue {
  field: string;
  message: string;
}

/**
 * The field errors of a payload by field name (the first of each field): the screen's own text for a field it knows
 * (`texts`, from its catalogue, in the customer's language), else the service's message.
 */
export function fieldErrorMap(errors: readonly FieldErrorValue[], texts: Partial<Record<string, string>> = {}): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of errors) map[field] ??= texts[field] ?? message;
  return map;
}
