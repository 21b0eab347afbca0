// The OpenTelemetry SDK, loaded by tracing.ts only when traces are sent: the provider with a batch processor and the
// OTLP/HTTP exporter, the W3C trace context propagator (`traceparent`, `tracestate`), and the context manager on
// AsyncLocalStorage that makes a span active for the code it runs (`context.with`) and what that code awaits.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { StopTracing } from './tracing';

export function startSdk(serviceName: string): StopTracing {
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': serviceName })),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return async () => {
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  };
}
