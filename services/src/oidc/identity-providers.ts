// The identity providers a sign-in page can show (`idp_hint`): the retailer's own account (`local`) and FotoUtskrift ID,
// the Norwegian identity provider of the FotoUtskrift brand. Each sign-in records its provider as the session's `acr`
// (`urn:my-account:idp:<id>`), and the access token names it as `idp_type` (with the customer's subject there as
// `idp_sub`): the auth service's e-mail changes and account deletions are per such identity.
// The reference services stand in for FotoUtskrift ID: its accounts are rows of `customer_identities` (the customer
// it signs in and the provider's own subject), checked with the customer's e-mail address and password.

export interface IdentityProvider {
  id: string;
  /** The provider's own name (the retailer's account is named after the site's brand instead). */
  name?: string;
  /** The provider's mark colour (white text on it stays readable). */
  color?: string;
}

export const LOCAL_PROVIDER: IdentityProvider = { id: 'local' };

export const IDENTITY_PROVIDERS: readonly IdentityProvider[] = [
  LOCAL_PROVIDER,
  { id: 'fotoutskrift-id', name: 'FotoUtskrift ID', color: '#00456d' },
];

/** The provider an `idp_hint` (or a form's `provider` field) names, exactly; anything else names none. */
export function identityProvider(value: unknown): IdentityProvider | undefined {
  return typeof value === 'string' ? IDENTITY_PROVIDERS.find((p) => p.id === value) : undefined;
}

const ACR_PREFIX = 'urn:my-account:idp:';

/** The `acr` of a sign-in through `provider`. */
export const acrOf = (provider: IdentityProvider) => `${ACR_PREFIX}${provider.id}`;

/** The provider of a sign-in's `acr`; a sign-in without one (older sessions) was a local one. */
export function providerOfAcr(acr: unknown): IdentityProvider | undefined {
  if (acr === undefined || acr === null) return LOCAL_PROVIDER;
  return typeof acr === 'string' && acr.startsWith(ACR_PREFIX) ? identityProvider(acr.slice(ACR_PREFIX.length)) : undefined;
}
