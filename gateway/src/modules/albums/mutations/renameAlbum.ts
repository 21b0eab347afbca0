import type { FieldError, MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { albumLocalId, albumNotFound } from '../../shared/albumIds';
import { invalidInput } from '../../shared/payloads';
import { albumNameErrors } from '../albumName';
import { toAlbumModel } from '../../shared/albumModels';

/**
 * PATCH /albums/{id}. A refused name (checked here first, or by the service) is INVALID_INPUT on `name`; an album
 * that is not the customer's (404) NOT_FOUND.
 */
export const renameAlbum: MutationResolvers['renameAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const albumId = albumLocalId(input.albumId);
  const nameErrors = albumNameErrors(input.name);
  const refused = (fieldErrors: FieldError[]) => ({ album: null, error: invalidInput(fieldErrors), fieldErrors });
  if (nameErrors.length) return refused(nameErrors);
  const result = await ctx.photo.renameAlbum(albumId, input.name);
  if (!result) return { album: null, error: albumNotFound(), fieldErrors: [] };
  return result.ok ? { album: toAlbumModel(result.value), error: null, fieldErrors: [] } : refused(result.fieldErrors);
};
