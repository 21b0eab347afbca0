import { defineMessages, type MessageDescriptor } from 'react-intl';

export type AlbumNameErrorCode = 'REQUIRED' | 'INVALID';

export const albumNameMessages = defineMessages({
  REQUIRED: { id: 'albums.name.error.required', defaultMessage: 'Please give your album a name' },
  INVALID: { id: 'albums.name.error.invalid', defaultMessage: 'Name not valid' },
});

/** Characters an album name must not contain (spec §5). */
const FORBIDDEN = /[<>;,]/;

/**
 * The album name rule (spec §5, shared with the services): empty → REQUIRED; starting with whitespace or holding
 * any of `< > ; ,` → INVALID; else null. Checked on submit only.
 */
export function validateAlbumName(name: string): AlbumNameErrorCode | null {
  if (name.length === 0) return 'REQUIRED';
  if (/^\s/.test(name) || FORBIDDEN.test(name)) return 'INVALID';
  return null;
}

export function albumNameErrorMessage(code: AlbumNameErrorCode): MessageDescriptor {
  return albumNameMessages[code];
}
