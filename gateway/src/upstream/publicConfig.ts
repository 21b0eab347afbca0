import type { components, paths } from '@my-account/services/contracts/public-config-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';

export type PublicConfig = components['schemas']['PublicConfig'];

export interface PublicConfigApi {
  /** GET /{domain}: the brand site's menu and routes; null when no brand site has the domain (404). */
  siteConfig(domain: string): Promise<PublicConfig | null>;
}

/**
 * The public config service (services/contracts/public-config-api.yaml): public data, no token sent. Other failures
 * are raised as the REST clients raise them (UPSTREAM_ERROR, UPSTREAM_TIMEOUT, a 400 as BAD_USER_INPUT).
 */
export function createPublicConfigApi(ctx: UpstreamContext): PublicConfigApi {
  const service: ServiceInfo = { name: 'publicConfig', label: 'public config service', baseUrl: ctx.config.publicConfigUrl };
  const { client, call, body } = upstreamService<paths>(service, { ...ctx, token: null }, 'Public config API');
  const PATH = '/{domain}';
  return {
    async siteConfig(domain) {
      const { data, response } = await call('GET', PATH, () => client.GET(PATH, { params: { path: { domain } } }), [404]);
      return response.status === 404 ? null : body(data, `GET ${PATH}`);
    },
  };
}
