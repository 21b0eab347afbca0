/** Where the identity provider sends the browser back after signing in (the redirect URI's path). */
export const CALLBACK_PATH = '/auth/callback';
/** The page that signs the customer out. */
export const LOGOUT_PATH = '/logout';
