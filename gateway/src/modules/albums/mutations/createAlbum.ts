import type { FieldError, MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { notFound } from '../../../errors';
import { cursorAtStart } from '../../../relay/connection';
import { invalidInput } from '../../shared/payloads';
import { albumNameErrors } from '../albumName';
import { toAlbumModel } from '../../shared/albumModels';

/**
 * POST /albums. The name rule is checked first (no call for a refused name); the service's 400 refusal is refused
 * the same way (INVALID_INPUT on `name`). The new album is newest, so its edge is the first of the albums connection.
 */
export const createAlbum: MutationResolvers['createAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const nameErrors = albumNameErrors(input.name);
  const refused = (fieldErrors: FieldError[]) => ({ album: null, albumEdge: null, error: invalidInput(fieldErrors), fieldErrors });
  if (nameErrors.length) return refused(nameErrors);
  const result = await ctx.photo.createAlbum(input.name);
  if (!result.ok) return refused(result.fieldErrors);
  ctx.photo.clearCaches();
  const created = await ctx.photo.album(result.value.albumId);
  if (!created) throw notFound('The new album could not be read back.');
  const album = toAlbumModel(created);
  return { album, albumEdge: { node: album, cursor: cursorAtStart(0) }, error: null, fieldErrors: [] };
};
