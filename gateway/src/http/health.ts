import type { RequestHandler } from 'express';
import type { GatewayConfig } from '../config';
import { isLocalhostName } from '@my-account/brands/localhost-lookup';
import { localFetch } from '../security/localFetch';
import type { Breakers, CircuitState } from '../upstream/breaker';

/** How long one probe may take, and how long its answer is reused (a health check must not amplify traffic). */
export const HEALTH_PROBE_TIMEOUT_MS = 1_000;
export const HEALTH_CACHE_MS = 1_000;

export interface UpstreamHealth {
  status: 'up' | 'down';
  /** The gateway's circuit breaker for this service. */
  circuit: CircuitState;
  latencyMs: number;
  url: string;
  error?: string;
}

export interface Health {
  status: 'ok' | 'degraded';
  upstreams: Record<string, UpstreamHealth>;
}

/** The upstreams by the names their errors carry in `extensions.service` (plus the identity providers). */
export const upstreamUrls = (config: GatewayConfig): Record<string, string> => ({
  identity: `${config.oidcIssuer}/jwks`,
  // Each site issuer's key set (`identity:fotoutskrift-se`): without it that site's customers cannot be signed in.
  ...Object.fromEntries(Object.entries(config.oidcSiteIssuers).map(([channel, issuer]) => [`identity:${channel}`, `${issuer}/jwks`])),
  customer: config.customerApiUrl,
  photo: config.photoApiUrl,
  storage: config.storageApiUrl,
  sharedAlbums: config.sharedAlbumsApiUrl,
  tempSelection: config.tempSelectionApiUrl,
  download: config.downloadApiUrl,
  order: config.orderApiUrl,
  product: config.productApiUrl,
  invoice: config.invoiceApiUrl,
  project: config.projectApiUrl,
  voucher: config.voucherApiUrl,
  cutoff: config.cutoffApiUrl,
  widget: config.widgetApiUrl,
  auth: config.authApiUrl,
  subscription: config.subscriptionApiUrl,
  merchandise: config.merchandiseApiUrl,
  publicConfig: config.publicConfigUrl,
  feedback: config.feedbackApiUrl,
  testing: config.testingApiUrl,
  supportChat: config.supportChatApiUrl,
});

/** Any HTTP answer (even 401 or 404) means the service is there; a refused connection or no answer means down. */
async function probe(url: string): Promise<Omit<UpstreamHealth, 'circuit' | 'url'>> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(HEALTH_PROBE_TIMEOUT_MS);
  // The race also ends a probe whose fetch does not honour the signal (e.g. while a name lookup hangs).
  const timedOut = new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  try {
    // `*.localhost` names (the local site issuers) through the lookup that knows them.
    const get = isLocalhostName(new URL(url).hostname) && new URL(url).hostname.toLowerCase() !== 'localhost' ? localFetch : fetch;
    const response = await Promise.race([get(url, { signal }), timedOut]);
    void response.body?.cancel();
    return response.status >= 500 ? { status: 'down', latencyMs: latency(), error: `HTTP ${response.status}` } : { status: 'up', latencyMs: latency() };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    return { status: 'down', latencyMs: latency(), error: err.cause?.code ?? err.name };
  }
}

/**
 * GET /healthz: 200 `{ status: 'ok' }` when every upstream answers, else 503 `degraded`; each upstream with its
 * probe and the state of the gateway's circuit breaker. Answers are reused for `HEALTH_CACHE_MS`.
 */
export function healthRoute(config: GatewayConfig, breakers: Breakers): RequestHandler {
  let cached: { at: number; health: Promise<Health> } | undefined;
  const check = async (): Promise<Health> => {
    const entries = await Promise.all(Object.entries(upstreamUrls(config)).map(async ([name, url]) =>
      [name, { ...(await probe(url)), circuit: breakers.state(name), url }] as const));
    const upstreams = Object.fromEntries(entries);
    return { status: entries.every(([, h]) => h.status === 'up') ? 'ok' : 'degraded', upstreams };
  };
  return (_req, res, next) => {
    if (!cached || Date.now() - cached.at > HEALTH_CACHE_MS) cached = { at: Date.now(), health: check() };
    cached.health.then((health) => {
      const body = config.production
        ? { ...health, upstreams: Object.fromEntries(Object.entries(health.upstreams).map(([n, { url: _url, ...h }]) => [n, h])) }
        : health;
      res.status(health.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store').json(body);
    }, next);
  };
}
