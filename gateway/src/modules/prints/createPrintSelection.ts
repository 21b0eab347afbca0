import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { badUserInput, mutationError } from '../../errors';
import { TEMP_SELECTION_MAX_PHOTOS } from '../../upstream/tempSelection';
import { writableAlbum } from '../shared/albumIds';
import { channelIdOf } from '../shared/channel';
import { decodePhotoIds } from '../shared/photoIds';

/** The product the editor preselects for a prints hand-off (spec §7). */
export const PRINTS_PRODUCT = 'PAP_910';

/** `${PRINTS_EDITOR_URL}?autoselectproduct=PAP_910&channel=<channel>&tempSelectionId=<id>` */
export function editorUrl(base: string, channel: string, tempSelectionId: string): string {
  const url = new URL(base);
  url.searchParams.set('autoselectproduct', PRINTS_PRODUCT);
  url.searchParams.set('channel', channel);
  url.searchParams.set('tempSelectionId', tempSelectionId);
  return url.toString();
}

const refused = (error: ReturnType<typeof mutationError>, failedPhotoIds: string[] = []) =>
  ({ tempSelectionId: null, editorUrl: null, error, failedPhotoIds });

/**
 * Order prints: stores the chosen photos as a temporary selection (POST /temp-selections) and answers the
 * editor URL. Refused in the payload's `error` before anything is stored: not 1-500 photos (PRINT_LIMIT), an album
 * that is shared (SHARED_ALBUM_READ_ONLY) or not the customer's (NOT_FOUND); photos the service finds not in the
 * customer's library are NOT_FOUND with their ids in `failedPhotoIds`.
 */
export const createPrintSelection: MutationResolvers['createPrintSelection'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const channel = channelIdOf(input.channel);
  const { globalIdOf, invalid } = decodePhotoIds(input.photoIds);
  if (invalid.length > 0) throw badUserInput(`Not photo ids: ${invalid.slice(0, 5).join(', ')}.`);
  if (globalIdOf.size < 1 || globalIdOf.size > TEMP_SELECTION_MAX_PHOTOS) {
    return refused(mutationError('PRINT_LIMIT', 'photoIds', `Choose 1 to ${TEMP_SELECTION_MAX_PHOTOS} photos to print.`));
  }
  if (input.albumId) {
    const target = await writableAlbum(ctx, input.albumId);
    if ('error' in target) return refused(target.error);
  }
  const result = await ctx.tempSelection.create([...globalIdOf.keys()]);
  if (!result.ok) {
    const failed = result.failed.map((id) => globalIdOf.get(id) ?? globalIdOf.get(id.toLowerCase()) ?? id);
    return refused(mutationError('NOT_FOUND', 'photoIds', 'Some of these photos are not in your library.'), failed);
  }
  const { tempSelectionId } = result.value;
  return { tempSelectionId, editorUrl: editorUrl(ctx.config.printsEditorUrl, channel, tempSelectionId), error: null, failedPhotoIds: [] };
};
