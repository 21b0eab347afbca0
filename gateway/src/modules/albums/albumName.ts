import type { AlbumNameError } from '../../__generated__/resolvers-types';

export const ALBUM_NAME_REQUIRED = 'Please give your album a name';
export const ALBUM_NAME_INVALID = 'Name not valid';

/**
 * The album-name rule of spec §5, the same one the client checks on submit and the photo service on every
 * create and rename: empty → REQUIRED; starting with whitespace or holding any of `< > ; ,` → INVALID.
 */
export function albumNameError(name: string): AlbumNameError | null {
  if (name === '') return { code: 'REQUIRED', message: ALBUM_NAME_REQUIRED };
  if (/^\s/.test(name) || /[<>;,]/.test(name)) return { code: 'INVALID', message: ALBUM_NAME_INVALID };
  return null;
}
