import type { FieldError, MutationError } from '../../__generated__/resolvers-types';
import { badUserInput, mutationError } from '../../errors';
import { fromGlobalId } from '../../relay/globalId';
import type { Refused } from '../../upstream/refusal';
import { refusedFields } from '../shared/payloads';

/** The local id of an address's global id; anything else is BAD_USER_INPUT (no client of ours sends it). */
export function addressIdOf(globalId: string, field = 'addressId'): string {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type !== 'Address') throw badUserInput(`\`${field}\` is not an address id.`);
  return decoded.id;
}

/** The payload `error` of an address that does not exist or is not the customer's. */
export const addressNotFound = (): MutationError =>
  mutationError('NOT_FOUND', 'addressId', 'This address does not exist or is not yours.');

export const invalidConfirmationToken = (): MutationError =>
  mutationError('INVALID_CONFIRMATION_TOKEN', 'token', 'This confirmation link is not valid: it is unknown, already used or expired.');

export const emailInUse = (): MutationError => mutationError('EMAIL_IN_USE', 'email', 'This e-mail address is already in use.');

export const tooManyRequests = (): MutationError =>
  mutationError('TOO_MANY_REQUESTS', null, 'You have requested too many changes. Please try again later.');

/**
 * The field errors of a refused e-mailed-link request (400): the service's own, else one on the field its code names
 * (UNKNOWN_CHANNEL → `channel`, anything else → `fallbackField`).
 */
export const requestFieldErrors = (refusal: Refused<string>, fallbackField: string): FieldError[] =>
  refusedFields(refusal, refusal.code === 'UNKNOWN_CHANNEL' ? 'channel' : fallbackField);
