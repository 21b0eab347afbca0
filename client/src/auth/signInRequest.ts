// What a site asks the sign-in page for (loaded with the OIDC client, only to sign in).
import type { Brand } from '../brand/brands';

/**
 * The page's language (`ui_locales`, the site's locale) and, for a site that has one, the identity provider to show
 * (`idp_hint`, the Norwegian site's FotoUtskrift ID, from the registry).
 */
export function signInParams(brand: Pick<Brand, 'identityProviderHint' | 'locale'>): { ui_locales: string; extraQueryParams?: { idp_hint: string } } {
  const hint = brand.identityProviderHint;
  return { ui_locales: brand.locale, ...(hint ? { extraQueryParams: { idp_hint: hint } } : {}) };
}
