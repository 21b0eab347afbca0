import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../context';
import { badUserInput } from '../../errors';
import { fromGlobalId } from '../../relay/globalId';
import { toViewerModel } from '../shared/viewerModels';
import { nodeLoader, registerNodeType } from './registry';

// Viewer ids resolve only for their owner.
registerNodeType('Viewer', (localId, ctx) => {
  const viewer = requireViewer(ctx);
  return localId === viewer.accountId ? toViewerModel(viewer) : null;
});

const MAX_NODES = 100;

async function loadNode(globalId: string, ctx: Context) {
  const decoded = fromGlobalId(globalId);
  const loader = decoded && nodeLoader(decoded.type);
  if (!decoded || !loader) return null;
  return loader(decoded.id, ctx);
}

export const nodeResolvers: Resolvers = {
  Node: {
    // Types without a mapper (Invoice, MapPdf) have an optional `__typename` in the generated types; every model sets it.
    __resolveType: (node) => node.__typename ?? null,
  },
  Query: {
    node: (_root, { id }, ctx) => {
      requireViewer(ctx);
      return loadNode(id, ctx);
    },
    nodes: (_root, { ids }, ctx) => {
      requireViewer(ctx);
      if (ids.length > MAX_NODES) throw badUserInput(`\`ids\` accepts at most ${MAX_NODES} ids.`);
      return Promise.all(ids.map((id) => loadNode(id, ctx)));
    },
  },
};
