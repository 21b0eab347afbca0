import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { logFailure } from '../../shared/failures';
import { projectGlobalId, projectIdOf, projectNotFound } from '../ids';

/**
 * DELETE /api/v2/project/{id}: the service deletes only the token owner's projects (404 for an unknown one or another
 * customer's → NOT_FOUND, nothing deleted). The payload carries the deleted id (for `@deleteEdge`) and the count read
 * afresh; should that read fail after the delete, `totalCount` is null rather than the delete reported as failed.
 */
export const deleteProject: MutationResolvers['deleteProject'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const id = projectIdOf(input.projectId);
  if (!id || !(await ctx.project.deleteProject(id))) return { deletedProjectId: null, totalCount: null, error: projectNotFound() };
  const totalCount = await ctx.project.projects(viewer.accountId, 0, 1).then((page) => page.totalProjectCount, (error: unknown) => {
    logFailure(ctx, 'the saved projects count', { projectId: id }, error);
    return null;
  });
  return { deletedProjectId: projectGlobalId(id), totalCount, error: null };
};
