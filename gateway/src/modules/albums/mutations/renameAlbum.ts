import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { albumLocalId, albumNotFound } from '../../shared/albumIds';
import { albumNameError } from '../albumName';
import { toAlbumModel } from '../../shared/albumModels';

/**
 * PATCH /albums/{id}. A refused name (checked here first, or by the service) is a `nameError`; an album that is
 * not the customer's (404) the `error` NOT_FOUND.
 */
export const renameAlbum: MutationResolvers['renameAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const albumId = albumLocalId(input.albumId);
  const refused = albumNameError(input.name);
  if (refused) return { album: null, nameError: refused, error: null };
  const result = await ctx.photo.renameAlbum(albumId, input.name);
  if (!result) return { album: null, nameError: null, error: albumNotFound() };
  return result.ok
    ? { album: toAlbumModel(result.value), nameError: null, error: null }
    : { album: null, nameError: result.nameError, error: null };
};
