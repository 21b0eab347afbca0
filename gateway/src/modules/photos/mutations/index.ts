import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { activatePhotoLibrary } from './activatePhotoLibrary';
import { cancelPhotoUploads } from './cancelPhotoUploads';
import { confirmPhotoUploads } from './confirmPhotoUploads';
import { createPhotoUploads } from './createPhotoUploads';
import { deleteAllPhotos } from './deleteAllPhotos';
import { deletePhotos } from './deletePhotos';

export const mutationResolvers: MutationResolvers = {
  deletePhotos, deleteAllPhotos, createPhotoUploads, confirmPhotoUploads, cancelPhotoUploads, activatePhotoLibrary,
};
