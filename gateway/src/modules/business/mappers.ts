import type { CompanyDetails } from '../../__generated__/resolvers-types';
import type { Customer } from '../../upstream/customer';

/** The company details of a customer record (null while missing). */
export const toCompanyDetails = (customer: Customer): CompanyDetails =>
  ({ companyName: customer.companyName ?? null, vatNumber: customer.vatNumber ?? null });
