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

/**
 * Which text a name the gateway refused (INVALID_INPUT on `name`) gets: the rule's own code, else INVALID (the
 * service refuses more than the client checks, e.g. control characters or over 100 characters).
 */
export const refusedNameCode = (name: string): AlbumNameErrorCode => validateAlbumName(name) ?? 'INVALID';

export function albumNameErrorMessage(code: AlbumNameErrorCode): MessageDescriptor {
  return albumNameMessages[code];
}
