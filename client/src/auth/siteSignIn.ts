// Which issuer a site signs in on (read on every page load).
import type { Brand } from '../brand/brands';
import type { AppConfig } from '../config/config';

/**
 * The issuer the site signs in on: its own one when the gateway names one for its channel (`oidc.siteAuthorities`,
 * the Swedish site), else the product's. The signed-in user is stored under this authority.
 */
export const authorityOf = (config: AppConfig, brand: Pick<Brand, 'channel'>): string =>
  config.oidc.siteAuthorities?.[brand.channel] ?? config.oidc.authority;
