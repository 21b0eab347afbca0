// The texts of the identity provider's pages (sign-in, sign-out, errors), one catalogue per language (./<language>.ts),
// with `{name}` placeholders; ../texts.ts maps the 14 site locales onto them.

export interface SignInTexts {
  title: string;
  email: string;
  password: string;
  submit: string;
  error: string;
  /** `{provider}`: a provider's name, or `localAccount`. */
  withProvider: string;
  /** The retailer's own account on a site of `{brand}`. */
  localAccount: string;
  /** Under the heading of a provider's page: `{provider}`, `{brand}`. */
  providerLead: string;
  expiredTitle: string;
  expiredText: string;
  back: string;
  errorTitle: string;
  /** The sign-out page (submitted on load). */
  signingOut: string;
  /** Without scripts: above the button that signs out. */
  signOutLead: string;
  signOut: string;
  /** After signing out (no page of the site to return to): `{brand}`. */
  signedOutTitle: string;
  signedOutText: string;
  /** An error page: what happened, and the protocol's `{code}` (e.g. invalid_request). */
  errorText: string;
  errorCode: string;
}
