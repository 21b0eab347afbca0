// E-mail addresses as the sign-in knows them: trimmed, lower case, at most 254 characters, one @, a dotted domain.
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address';
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The normalised address, or undefined when it is not a valid one. */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) && !/\p{Cc}/u.test(email) ? email : undefined;
}
