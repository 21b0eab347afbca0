// The environment of a stack's services and gateway, from the configuration variables (see README): one place for
// `npm start` (serve.mjs) and the two-gateway stack (twoGateways.mjs).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib.mjs';

const brands = await tsImport(pathToFileURL(join(root, 'brands', 'index.ts')).href, import.meta.url);
const upstreams = await tsImport(pathToFileURL(join(root, 'gateway', 'src', 'upstreams.ts')).href, import.meta.url);

/** The brand registry (brands/index.ts). */
export { brands };

/**
 * The product's port, the services' port and public origins, and the environment both processes get. `METRICS_PORT`
 * is the product's port + 2 unless set, `SERVICES_METRICS_PORT` + 3.
 */
export function stackEnv(vars = process.env) {
  const port = Number(vars.PORT ?? 4000);
  const servicesPort = Number(vars.SERVICES_PORT ?? port + 1);
  const servicesUrl = vars.SERVICES_PUBLIC_URL ?? `http://localhost:${servicesPort}`;
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${port}`;
  // The sites that sign in on their own authentication domain (the brand registry's `auth.ownIssuer`: the Swedish one)
  // get an issuer of their own on the services' port, `http://auth.<channel>.localhost:<services port>/oidc`: the same
  // value for the services (which answer it) and the gateway (which accepts its tokens).
  const siteIssuers = vars.OIDC_SITE_ISSUERS
    ?? brands.ownIssuerSites().map((site) => `${site.channel}=${brands.localOwnIssuer(site, servicesUrl)}`).join(',');
  // The services' error-report receiver: its DSN parts (the key is public: every page's /config.json shows it), and the
  // DSN the browser reports to unless ERROR_REPORTING_DSN names another service (or is empty: reporting off).
  const errorReportsKey = vars.ERROR_REPORTS_PUBLIC_KEY || 'a5f3c7e9b1d24f6a8c0e2b4d6f8a1c3e';
  const errorReportsProject = vars.ERROR_REPORTS_PROJECT_ID || '1';
  const receiver = new URL(`${servicesUrl.replace(/\/$/, '')}/error-reports/${errorReportsProject}`);
  receiver.username = errorReportsKey;
  const receiverDsn = receiver.toString();
  // Every upstream the gateway calls, on the reference services unless its variable names another (the one list:
  // gateway/src/upstreams.ts).
  const upstreamVariables = Object.fromEntries(
    Object.entries(upstreams.upstreamVariablesAt(servicesUrl)).map(([name, url]) => [name, vars[name] ?? url]),
  );
  const env = {
    PORT: String(port),
    // The gateway's Prometheus metrics, on a listener of their own (127.0.0.1 unless METRICS_HOST says otherwise).
    METRICS_PORT: vars.METRICS_PORT ?? String(port + 2),
    // The services' own, beside it (127.0.0.1 unless SERVICES_METRICS_HOST says otherwise).
    SERVICES_METRICS_PORT: vars.SERVICES_METRICS_PORT ?? String(port + 3),
    SERVICES_PORT: String(servicesPort),
    SERVICES_PUBLIC_URL: servicesUrl,
    PUBLIC_URL: publicUrl,
    DATA_DIR: vars.DATA_DIR ?? join(root, '.data'),
    OIDC_ISSUER: vars.OIDC_ISSUER ?? `${servicesUrl}/oidc`,
    OIDC_SITE_ISSUERS: siteIssuers || 'none',
    ...upstreamVariables,
    ERROR_REPORTS_PUBLIC_KEY: errorReportsKey,
    ERROR_REPORTS_PROJECT_ID: errorReportsProject,
    ERROR_REPORTING_DSN: vars.ERROR_REPORTING_DSN ?? receiverDsn,
    NODE_ENV: vars.NODE_ENV ?? 'production',
  };
  return { port, servicesPort, servicesUrl, publicUrl, receiverDsn, env };
}
