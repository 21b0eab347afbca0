import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { updateCompanyDetails } from './updateCompanyDetails';
import { updateFtpIntegration } from './updateFtpIntegration';

export const businessMutationResolvers: MutationResolvers = { updateFtpIntegration, updateCompanyDetails };
