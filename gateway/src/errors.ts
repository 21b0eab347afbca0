import { GraphQLError } from 'graphql';
import type { MutationError, MutationErrorReason } from './__generated__/resolvers-types';

/** The error codes of the API (schema contract, see the team brief). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'QUERY_TOO_COSTLY'
  | 'TOO_MANY_SUBSCRIPTIONS'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'BAD_USER_INPUT'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'NOT_FOUND';

export function codedError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/**
 * Spec §8's internal errors: their texts are for the logs (with the request's correlation id), never for the customer.
 * Raised with `internalError`, so production answers them as "Internal server error" (security/errorMasking.ts).
 */
export const FAILED_TO_PARSE_RESPONSE = 'Failed to parse response!';
export const UNABLE_TO_EXTRACT_CHANNEL_ID = 'Unable to extract channel ID!';

/**
 * A fault of the gateway or of an upstream that no caller can fix (no public code): logged at `error` with the
 * correlation id, extensions included (`detail`: what happened), answered as "Internal server error" in production.
 */
export function internalError(message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code: 'INTERNAL_SERVER_ERROR' } });
}

export function unauthenticated(message = 'Authentication required: send a valid bearer token.') {
  return codedError('UNAUTHENTICATED', message, { http: { status: 401 } });
}

export function badUserInput(message: string) {
  return codedError('BAD_USER_INPUT', message);
}

/** A query asked for an object that does not exist or is not the viewer's (mutations answer `MutationError`). */
export function notFound(message: string) {
  return codedError('NOT_FOUND', message);
}

/**
 * An EXPECTED failure of a mutation, answered in its payload's `error` (the mutation then changed nothing):
 * the reason clients choose their text by, the input field it concerns, and an English text for the customer.
 * Thrown errors (above) are for the unexpected only: an upstream down or slow, no token, input no client sends.
 */
export function mutationError(reason: MutationErrorReason, field: string | null, message: string): MutationError {
  return { reason, field, message };
}
