import { GraphQLError } from 'graphql';

/** The error codes of the API (schema contract, see the team brief). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'BAD_USER_INPUT'
  | 'PERSISTED_QUERY_NOT_FOUND';

export function codedError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export function unauthenticated(message = 'Authentication required: send a valid bearer token.') {
  return codedError('UNAUTHENTICATED', message, { http: { status: 401 } });
}

export function badUserInput(message: string) {
  return codedError('BAD_USER_INPUT', message);
}
