// Which issuer a site signs in on (read on every page load: no brand registry here, it stays out of the first chunk).
import type { Brand } from '../brand/brands';
import type { AppConfig } from '../config/config';

/** The site's channel code (the client brand's `vendor` is the channel code, e.g. `fotoutskrift-se`). */
export const siteChannel = (brand: Pick<Brand, 'vendor'>) => brand.vendor;

/**
 * The issuer the site signs in on: its own one when the gateway names one for its channel (`oidc.siteAuthorities`,
 * the Swedish site), else the product's. The signed-in user is stored under this authority.
 */
export const authorityOf = (config: AppConfig, brand: Pick<Brand, 'vendor'>): string =>
  config.oidc.siteAuthorities?.[siteChannel(brand)] ?? config.oidc.authority;
