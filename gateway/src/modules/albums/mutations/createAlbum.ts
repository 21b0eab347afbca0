import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { notFound } from '../../../errors';
import { cursorAtStart } from '../../../relay/connection';
import { albumNameError } from '../albumName';
import { toAlbumModel } from '../../shared/albumModels';

/**
 * POST /albums. The name rule is checked first (no call for a refused name); the service's 400 refusal is a
 * `nameError` too. The new album is newest, so its edge is the first of the albums connection.
 */
export const createAlbum: MutationResolvers['createAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const refused = albumNameError(input.name);
  if (refused) return { album: null, albumEdge: null, nameError: refused };
  const result = await ctx.photo.createAlbum(input.name);
  if (!result.ok) return { album: null, albumEdge: null, nameError: result.nameError };
  ctx.photo.clearCaches();
  const created = await ctx.photo.album(result.value.albumId);
  if (!created) throw notFound('The new album could not be read back.');
  const album = toAlbumModel(created);
  return { album, albumEdge: { node: album, cursor: cursorAtStart(0) }, nameError: null };
};
