import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Context } from '../context';
import type { Logger } from '../logger';

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
  if (hasPublicCode(error)) {
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

/** True when the error's code is one of the public codes (an expected refusal, not a fault of the gateway). */
export const hasPublicCode = (error: { extensions?: Record<string, unknown> | null }) => {
  const code = error.extensions?.code;
  return typeof code === 'string' && PUBLIC_CODES.has(code);
};

/**
 * Logs the errors production answers as "Internal server error" (no public code) at `error`, with the request's
 * correlation id, so the masked details are found in the log. Expected refusals are not logged.
 */
export function logUnexpectedErrors(log: Logger, errors: readonly GraphQLError[]) {
  for (const error of errors) {
    if (!hasPublicCode(error)) log.error({ err: error.originalError ?? error, path: error.path }, `Unexpected error: ${error.message}`);
  }
}

const errorLogging = { didEncounterErrors: async ({ errors, contextValue }: { errors: readonly GraphQLError[]; contextValue: Context }) => logUnexpectedErrors(contextValue.log, errors) };

/** `logUnexpectedErrors` as an Apollo plugin (one shared listener: nothing is done per request without errors). */
export function errorLoggingPlugin(): ApolloServerPlugin<Context> {
  return { requestDidStart: async () => errorLogging };
}
