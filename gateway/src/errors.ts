import { GraphQLError } from 'graphql';

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
  | 'NOT_FOUND'
  | 'SHARED_ALBUM_READ_ONLY'
  | 'DOWNLOAD_LIMIT';

export function codedError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export function unauthenticated(message = 'Authentication required: send a valid bearer token.') {
  return codedError('UNAUTHENTICATED', message, { http: { status: 401 } });
}

export function badUserInput(message: string) {
  return codedError('BAD_USER_INPUT', message);
}

/** The object does not exist or is not the viewer's (e.g. an album id in a mutation). */
export function notFound(message: string) {
  return codedError('NOT_FOUND', message);
}

/** Shared albums are read-only for everyone: no copy into, no remove from, no print ordering (spec §6). */
export function sharedAlbumReadOnly(message = 'Shared albums are read-only: photos cannot be copied into, removed from or printed from them.') {
  return codedError('SHARED_ALBUM_READ_ONLY', message);
}

/** A download must hold 1 to 100 photos (spec §5, §9). */
export function downloadLimit(count: number, max: number) {
  return codedError('DOWNLOAD_LIMIT', count < 1
    ? 'Choose at least one photo to download.'
    : `Up to ${max} photos can be downloaded at a time`, { count, max });
}

/** The typed `MutationError` of a payload whose object does not exist or is not the customer's. */
export const notFoundError = (field: string, message: string) => ({ reason: 'NOT_FOUND' as const, field, message });
