import type { FieldError } from '../../__generated__/resolvers-types';

export const ALBUM_NAME_REQUIRED = 'Please give your album a name';
export const ALBUM_NAME_INVALID = 'Name not valid';
/** Longest album name (the services refuse longer ones the same way). */
export const MAX_ALBUM_NAME_LENGTH = 100;

/**
 * The album-name rule of spec §5, the same one the client checks on submit and the photo service on every
 * create and rename, as the field errors of the input's `name`: empty → 'Please give your album a name';
 * starting with whitespace, holding any of `< > ; ,` or a control character (NUL included), or longer than
 * `MAX_ALBUM_NAME_LENGTH` → 'Name not valid'; a valid name → none.
 */
export function albumNameErrors(name: string): FieldError[] {
  if (name === '') return [{ field: 'name', message: ALBUM_NAME_REQUIRED }];
  if (/^\s/.test(name) || /[<>;,\p{Cc}]/u.test(name) || name.length > MAX_ALBUM_NAME_LENGTH) {
    return [{ field: 'name', message: ALBUM_NAME_INVALID }];
  }
  return [];
}
