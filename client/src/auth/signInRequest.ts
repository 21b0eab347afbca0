// What a site asks the sign-in page for (loaded with the OIDC client, only to sign in).
import { siteOfChannel } from '@my-account/brands';
import type { Brand } from '../brand/brands';
import { siteChannel } from './siteSignIn';

/**
 * The page's language (`ui_locales`, the site's locale) and, for a site that has one, the identity provider to show (`idp_hint`, the Norwegian site's FotoUtskrift ID, from the registry).
 */
export function signInParams(brand: Pick<Brand, 'vendor' | 'locale'>): { ui_locales: string; extraQueryParams?: { idp_hint: string } } {
  const hint = siteOfChannel(siteChannel(brand))?.auth.identityProviderHint;
  return { ui_locales: brand.locale, ...(hint ? { extraQueryParams: { idp_hint: hint } } : {}) };
}
