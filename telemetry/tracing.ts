// OpenTelemetry traces of the gateway and the reference services. The spans are made with @opentelemetry/api alone;
// the SDK that records and sends them is loaded (a dynamic import) only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
// Without it nothing of the SDK is loaded and every span is the API's no-op.
/** Sends the spans still buffered, then stops tracing. */
export type StopTracing = () => Promise<void>;

/**
 * Starts tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (OTLP over HTTP with JSON, `/v1/traces` appended; the
 * exporter reads the other standard `OTEL_EXPORTER_OTLP_*` variables itself), as `OTEL_SERVICE_NAME` or else
 * `defaultServiceName`. Call it before the first request.
 */
export async function startTracing(defaultServiceName: string): Promise<StopTracing> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return async () => undefined;
  const { startSdk } = await import('./tracingSdk');
  return startSdk(process.env.OTEL_SERVICE_NAME || defaultServiceName);
}
