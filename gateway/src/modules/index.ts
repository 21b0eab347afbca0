import type { Resolvers } from '../__generated__/resolvers-types';
import { baseResolvers } from './base/resolvers';
import { nodeResolvers } from './node/resolvers';
import { photosResolvers } from './photos/resolvers';
import { viewerResolvers } from './viewer/resolvers';

/** Every domain's resolvers; @graphql-tools/schema merges them with schema/*.graphql. */
export const resolvers: Resolvers[] = [baseResolvers, nodeResolvers, viewerResolvers, photosResolvers];
