import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { section } from '../shared/failures';
import { registerNodeType } from '../node/registry';
import { parseProjectId } from './ids';
import { toSavedProjectModel } from './mappers';
import { deleteProject } from './mutations/deleteProject';
import { projectPage, projectPageArgs } from './paging';

// node(id:) resolves a saved project only for its owner: looked up in the owner's own list (the service lists only
// the token owner's projects; there is no call by id).
registerNodeType('SavedProject', async (localId, ctx) => {
  const viewer = requireViewer(ctx);
  const id = parseProjectId(localId);
  const found = id ? (await ctx.project.allProjects(viewer.accountId)).find((project) => project.id === id) : undefined;
  return found ? toSavedProjectModel(found) : null;
});

export const projectsResolvers: Resolvers = {
  Viewer: {
    // For every customer. `first` and `after` are checked before the call; an outage of the service nulls only this field.
    savedProjects: (_v, args, ctx) => {
      const viewer = requireViewer(ctx);
      const page = projectPageArgs(args);
      return section(ctx, 'the saved projects', () => projectPage(ctx, viewer.accountId, page));
    },
  },
  Mutation: { deleteProject },
};
