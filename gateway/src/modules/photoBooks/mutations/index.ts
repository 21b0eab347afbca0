import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { createGalleryEntry } from './createGalleryEntry';
import { deleteGalleryEntry } from './deleteGalleryEntry';
import { deleteOnlineVersion } from './deleteOnlineVersion';
import { updateGalleryEntry } from './updateGalleryEntry';

export const photoBookMutationResolvers: MutationResolvers = {
  createGalleryEntry, updateGalleryEntry, deleteGalleryEntry, deleteOnlineVersion,
};
