import type { GraphQLFormattedError } from 'graphql';

/** Codes whose messages are written for clients and are safe to show in production. */
const PUBLIC_CODES = new Set([
  'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED', 'QUERY_TOO_COSTLY', 'TOO_MANY_SUBSCRIPTIONS', 'UPSTREAM_ERROR', 'UPSTREAM_TIMEOUT', 'BAD_USER_INPUT', 'PERSISTED_QUERY_NOT_FOUND',
  'NOT_FOUND', 'SHARED_ALBUM_READ_ONLY', 'DOWNLOAD_LIMIT',
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE',
]);
const PUBLIC_EXTENSIONS = [
  'code', 'service', 'status', 'count', 'max', 'failedPhotoIds', 'cost', 'maxCost', 'retryAfter', 'field', 'context',
];

/**
 * In production, errors without a public code become "Internal server error" and only public extension
 * keys are kept (no stack traces, upstream URLs or bodies). Outside production, errors pass unchanged.
 */
export function maskError(error: GraphQLFormattedError, production: boolean): GraphQLFormattedError {
  if (!production) return error;
  const code = error.extensions?.code;
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
    const extensions = Object.fromEntries(
      Object.entries(error.extensions ?? {}).filter(([key]) => PUBLIC_EXTENSIONS.includes(key)),
    );
    return { ...error, extensions };
  }
  return {
    message: 'Internal server error',
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
