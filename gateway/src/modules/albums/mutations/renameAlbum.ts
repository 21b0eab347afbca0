import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { albumLocalId } from '../albumIds';
import { albumNameError } from '../albumName';
import { toAlbumModel } from '../mappers';

/** PATCH /albums/{id}. A refused name (checked here first, or by the service) is a `nameError`. */
export const renameAlbum: MutationResolvers['renameAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const albumId = albumLocalId(input.albumId);
  const refused = albumNameError(input.name);
  if (refused) return { album: null, nameError: refused };
  const result = await ctx.photo.renameAlbum(albumId, input.name);
  return result.ok ? { album: toAlbumModel(result.value), nameError: null } : { album: null, nameError: result.nameError };
};
