import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { addAddress } from './addAddress';
import { changePaymentMethod } from './changePaymentMethod';
import { confirmAccountDeletion } from './confirmAccountDeletion';
import { confirmEmailChange } from './confirmEmailChange';
import { confirmSubscription } from './confirmSubscription';
import { deleteAddress } from './deleteAddress';
import { requestAccountDeletion } from './requestAccountDeletion';
import { requestEmailChange } from './requestEmailChange';
import { updateAddress } from './updateAddress';
import { updateCookieConsent } from './updateCookieConsent';
import { updatePersonalDetails } from './updatePersonalDetails';

export const settingsMutationResolvers: MutationResolvers = {
  updatePersonalDetails, addAddress, updateAddress, deleteAddress, changePaymentMethod, updateCookieConsent,
  requestEmailChange, requestAccountDeletion, confirmEmailChange, confirmAccountDeletion, confirmSubscription,
};

