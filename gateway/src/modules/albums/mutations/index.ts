import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { addPhotosToAlbum } from './addPhotosToAlbum';
import { createAlbum } from './createAlbum';
import { deleteAlbum } from './deleteAlbum';
import { removePhotosFromAlbum } from './removePhotosFromAlbum';
import { renameAlbum } from './renameAlbum';

export const albumMutationResolvers: MutationResolvers = {
  createAlbum, renameAlbum, deleteAlbum, addPhotosToAlbum, removePhotosFromAlbum,
};
