// Traces: each request is a server span that continues the trace of its `traceparent` (the gateway's upstream call),
// named by its method and route pattern once routed (route.ts: `GET /photo-api/photos/:photoId`; the method alone when
// no router took it). The span is the active one for everything below it (handlers, their database calls and log lines), and
// stays so across the request's body and events (`context.bind`). Without the tracing SDK (OTEL_EXPORTER_OTLP_ENDPOINT,
// @my-account/tracing) every span is the API's no-op.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { routeOf } from './route';

const tracer = trace.getTracer('my-account-services');

export function traceRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    // The caller's context only: never a span that happens to be active in this process.
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(req.method, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': req.method },
    }, parent);
    const active = trace.setSpan(parent, span);
    context.bind(active, req);
    context.bind(active, res);
    res.once('close', () => {
      const route = routeOf(req);
      if (route) {
        span.updateName(`${req.method} ${route}`);
        span.setAttribute('http.route', route);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      else if (!res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR, message: 'The connection closed before the answer was sent.' });
      span.end();
    });
    context.with(active, next);
  };
}
