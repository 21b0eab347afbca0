import type { FieldError, MutationError } from '../../__generated__/resolvers-types';
import { mutationError } from '../../errors';
import type { Refused, UpstreamFieldError } from '../../upstream/refusal';

/** The payload `error` that goes with `fieldErrors`. */
export const invalidInput = (fieldErrors: readonly FieldError[]): MutationError =>
  mutationError('INVALID_INPUT', fieldErrors[0]?.field ?? null, 'Some fields are not valid: see the message beside each.');

/** The payload `error` of a customer whose account is gone (the customer service answers 404 for it). */
export const accountNotFound = (): MutationError => mutationError('NOT_FOUND', null, 'Your account no longer exists.');

/** The service's field errors under the names of the mutation's input (`names` maps the ones that differ). */
export const toFieldErrors = (errors: readonly UpstreamFieldError[], names: Readonly<Record<string, string>> = {}): FieldError[] =>
  errors.map(({ field, message }) => ({ field: names[field] ?? field, message }));

/** A refusal's field errors under the input's names, or its message on `field` when the service named no field. */
export const refusedFields = (refusal: Refused<string>, field: string, names: Readonly<Record<string, string>> = {}): FieldError[] =>
  refusal.fieldErrors.length ? toFieldErrors(refusal.fieldErrors, names) : [{ field, message: refusal.message }];
