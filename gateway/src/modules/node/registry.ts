import type { ResolversParentTypes } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';

/** The mapped model of any Node type (each carries its `__typename`). */
export type NodeModel = ResolversParentTypes['Node'];

/** Loads the object of one global-id type, or null when it does not exist or is not the viewer's. */
export type NodeLoader = (localId: string, ctx: Context) => Promise<NodeModel | null> | NodeModel | null;

const loaders = new Map<string, NodeLoader>();

/** Each domain registers the types it can refetch by id (see modules/index.ts). */
export function registerNodeType(type: string, loader: NodeLoader): void {
  loaders.set(type, loader);
}

export function nodeLoader(type: string): NodeLoader | undefined {
  return loaders.get(type);
}
