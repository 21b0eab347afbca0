import type { AlbumNameError } from '../../__generated__/resolvers-types';

export const ALBUM_NAME_REQUIRED = 'Please give your album a name';
export const ALBUM_NAME_INVALID = 'Name not valid';
/** Longest album name (the services refuse longer ones the same way). */
export const MAX_ALBUM_NAME_LENGTH = 100;

/**
 * The album-name rule of spec §5, the same one the client checks on submit and the photo service on every
 * create and rename: empty → REQUIRED; starting with whitespace, holding any of `< > ; ,` or a control
 * character (NUL included), or longer than `MAX_ALBUM_NAME_LENGTH` → INVALID.
 */
export function albumNameError(name: string): AlbumNameError | null {
  if (name === '') return { code: 'REQUIRED', message: ALBUM_NAME_REQUIRED };
  if (/^\s/.test(name) || /[<>;,\p{Cc}]/u.test(name) || name.length > MAX_ALBUM_NAME_LENGTH) {
    return { code: 'INVALID', message: ALBUM_NAME_INVALID };
  }
  return null;
}
