import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { changeOrderDeliveryAddress } from './changeOrderDeliveryAddress';
import { refreshEVoucher } from './refreshEVoucher';
import { reorder } from './reorder';
import { requestOnlineVersion } from './requestOnlineVersion';
import { shareOnlinePhotoBook } from './shareOnlinePhotoBook';

export const orderMutationResolvers: MutationResolvers = {
  changeOrderDeliveryAddress, refreshEVoucher, reorder, requestOnlineVersion, shareOnlinePhotoBook,
};
