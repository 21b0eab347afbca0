// Public config service (contracts/public-config-api.yaml), mounted at /public-config-api, no authentication:
// GET /public-config-api/{domain} → the menu and routes of the brand site of that domain (site/navigation.ts).
// A domain that is not a host name is a 400, one of no brand site a 404.
import { Router } from 'express';
import type { SiteHosts } from '@my-account/brands';
import { normaliseDomain, publicConfig, siteOfDomain } from '../../site/navigation';

export function publicConfigRoutes(siteHosts: SiteHosts = {}): Router {
  const router = Router();
  router.get('/:domain', (req, res) => {
    const domain = normaliseDomain(String(req.params.domain));
    if (!domain) return void res.status(400).json({ code: 'INVALID_DOMAIN', message: 'The domain is not a host name.' });
    const site = siteOfDomain(domain, siteHosts);
    if (!site) return void res.status(404).json({ code: 'UNKNOWN_DOMAIN', message: 'No brand site has this domain.' });
    res.json(publicConfig(site, domain));
  });
  return router;
}
