// The Prometheus listener the gateway and the services share: `GET /metrics` in the text format of a prom-client
// registry, on a port of its own that customers never reach; anything else is 404.
import { createServer, type Server } from 'node:http';

/** What the listener reads of a prom-client `Registry`. */
export interface MetricsRegistry {
  contentType: string;
  metrics(): Promise<string>;
}

/** The metrics listener (`GET /metrics`, Prometheus text format); anything else is 404. */
export function metricsServer(registry: MetricsRegistry): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then((text) => {
      res.writeHead(200, { 'content-type': registry.contentType }).end(text);
    }, () => res.writeHead(500).end());
  });
}

/**
 * Serves `registry` on `host:port` without keeping the process alive; a port that cannot be had is reported to
 * `failed` and the process runs on without its metrics.
 */
export function serveMetrics(
  registry: MetricsRegistry,
  { port, host }: { port: number; host: string },
  on: { listening(url: string): void; failed(error: Error): void },
): Server {
  return metricsServer(registry)
    .on('error', on.failed)
    .listen(port, host, () => on.listening(`http://${host}:${port}/metrics`))
    .unref();
}
