// The gateway's Prometheus metrics (prom-client), served on a listener of their own (METRICS_PORT, on METRICS_HOST:
// @my-account/telemetry/metrics-server), never on the customers' port. Labels take bounded values only: operation names of
// the persisted documents (any other document is `(other)`), error codes of the schema, the upstream services' names and
// HTTP statuses.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached persisted query (~1 ms) to the upstream timeout. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, handles, GC and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    operations: new Histogram({
      name: 'gateway_operation_duration_seconds', help: 'GraphQL operations by name and type, from request to answer.',
      labelNames: ['operation', 'type'] as const, buckets: BUCKETS, registers,
    }),
    errors: new Counter({
      name: 'gateway_errors_total', help: 'Errors in GraphQL answers, by code (extensions.code).',
      labelNames: ['code'] as const, registers,
    }),
    refusals: new Counter({
      name: 'gateway_refusals_total',
      help: 'Operations refused before execution: QUERY_TOO_COSTLY (static cost), RATE_LIMITED (cost budget), UNAUTHENTICATED (anonymous free text).',
      labelNames: ['reason'] as const, registers,
    }),
    upstreamCalls: new Histogram({
      name: 'gateway_upstream_duration_seconds',
      help: 'Upstream calls by service and HTTP status (`error` for no answer, `open` for an open circuit).',
      labelNames: ['service', 'status'] as const, buckets: BUCKETS, registers,
    }),
    breakerTransitions: new Counter({
      name: 'gateway_breaker_transitions_total', help: 'Circuit breaker state changes by service and new state.',
      labelNames: ['service', 'state'] as const, registers,
    }),
    breakerOpen: new Gauge({
      name: 'gateway_breaker_open', help: '1 while the service\'s circuit is open or half-open, else 0.',
      labelNames: ['service'] as const, registers,
    }),
    /** The live connections and subscriptions, read at each scrape from where the WebSocket server keeps them. */
    observeLive(read: { connections: () => number; subscriptions: () => number }) {
      new Gauge({
        name: 'gateway_websocket_connections', help: 'Open graphql-ws connections.', registers,
        collect() { this.set(read.connections()); },
      });
      new Gauge({
        name: 'gateway_subscriptions_active', help: 'Running GraphQL subscriptions (the places customers hold).', registers,
        collect() { this.set(read.subscriptions()); },
      });
    },
  };
}
