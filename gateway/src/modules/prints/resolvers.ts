import type { Resolvers } from '../../__generated__/resolvers-types';
import { createPrintSelection } from './createPrintSelection';
import { printReadiness } from './printReadiness';

export const printsResolvers: Resolvers = {
  Photo: { printReadiness },
  Mutation: { createPrintSelection },
};
