import type { MutationError } from '../../__generated__/resolvers-types';
import { badUserInput, mutationError } from '../../errors';
import { fromGlobalId, toGlobalId } from '../../relay/globalId';
import { MAX_PROJECT_ID_LENGTH } from '../../upstream/project';

export const projectGlobalId = (id: string) => toGlobalId('SavedProject', id);

/** A project id if the local id can be one (the contract's length); null otherwise: unknown without a call. */
export const parseProjectId = (localId: string): string | null =>
  localId.length > 0 && localId.length <= MAX_PROJECT_ID_LENGTH ? localId : null;

/**
 * The project id of a `SavedProject` global id; another type (or garble) is BAD_USER_INPUT (no client of ours sends
 * it), a local id too long to be a project's null (NOT_FOUND for the caller, without a call).
 */
export function projectIdOf(globalId: string): string | null {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type !== 'SavedProject') throw badUserInput('`projectId` is not a saved project id.');
  return parseProjectId(decoded.id);
}

/** The payload `error` of a project that does not exist (any more) or is another customer's. */
export const projectNotFound = (): MutationError =>
  mutationError('NOT_FOUND', 'projectId', 'This project does not exist or is not yours.');
