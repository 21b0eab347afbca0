import type { Resolvers } from '../../__generated__/resolvers-types';
import { createPrintSelection } from './createPrintSelection';

export const printsResolvers: Resolvers = {
  Mutation: { createPrintSelection },
};
