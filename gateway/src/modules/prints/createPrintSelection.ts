import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { badUserInput } from '../../errors';
import { TEMP_SELECTION_MAX_PHOTOS } from '../../upstream/tempSelection';
import { writableAlbum } from '../albums/albumIds';
import { decodePhotoIds } from '../photos/photoIds';

/** The product the editor preselects for a prints hand-off (spec §7). */
export const PRINTS_PRODUCT = 'PAP_910';
/** A brand site's sales channel, e.g. `photoprint-gb`. */
const CHANNEL = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** `${PRINTS_EDITOR_URL}?autoselectproduct=PAP_910&channel=<channel>&tempSelectionId=<id>` */
export function editorUrl(base: string, channel: string, tempSelectionId: string): string {
  const url = new URL(base);
  url.searchParams.set('autoselectproduct', PRINTS_PRODUCT);
  url.searchParams.set('channel', channel);
  url.searchParams.set('tempSelectionId', tempSelectionId);
  return url.toString();
}

/**
 * Order prints: stores the chosen photos as a temporary selection (POST /temp-selections) and answers the
 * editor URL. Printing from a shared album is refused (SHARED_ALBUM_READ_ONLY) before anything is stored.
 */
export const createPrintSelection: MutationResolvers['createPrintSelection'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  if (!CHANNEL.test(input.channel)) throw badUserInput('`channel` must be a sales channel such as photoprint-gb.');
  const { globalIdOf, invalid } = decodePhotoIds(input.photoIds);
  if (invalid.length > 0) throw badUserInput(`Not photo ids: ${invalid.slice(0, 5).join(', ')}.`);
  if (globalIdOf.size < 1 || globalIdOf.size > TEMP_SELECTION_MAX_PHOTOS) {
    throw badUserInput(`\`photoIds\` must hold 1 to ${TEMP_SELECTION_MAX_PHOTOS} photos, got ${globalIdOf.size}.`);
  }
  if (input.albumId) await writableAlbum(ctx, input.albumId);
  const tempSelectionId = await ctx.tempSelection.create([...globalIdOf.keys()]);
  return { tempSelectionId, editorUrl: editorUrl(ctx.config.printsEditorUrl, input.channel, tempSelectionId) };
};
