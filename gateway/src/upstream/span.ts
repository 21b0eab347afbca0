import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { tracer } from '../tracing';
import type { ServiceInfo } from './http';

/**
 * The call's span attributes: `url.path` is the path's template (`/photo-api/photos/{photoId}`), never ids (a GraphQL
 * call's path names its operation after a space, `/graphql (MerchandiseChannels)`: the path alone).
 */
function attributesOf(service: ServiceInfo, request: { method: string; path: string }): Attributes {
  const url = new URL(service.baseUrl);
  return {
    'http.request.method': request.method,
    'server.address': url.hostname,
    'server.port': Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    'url.path': `${url.pathname.replace(/\/$/, '')}${request.path.split(' ', 1)[0]}`,
  };
}

/**
 * Runs one upstream call (`run`, its HTTP exchange) in a client span, `HTTP GET photo`, child of the operation's
 * span and active while the call is made: the transport sends it on as `traceparent` (nodeFetch.ts). The answer's
 * status is `http.response.status_code` (a 4xx or 5xx marks the span failed); a call without an answer (network
 * error, timeout) fails the span with its error's code or name (`error.type`). A call outside a recorded trace (no
 * tracing SDK, or no traced request around it) is made as it is: no span, no context switch.
 */
export function inUpstreamSpan<R extends { response: { status: number } }>(
  service: ServiceInfo, request: { method: string; path: string }, run: () => Promise<R>,
): Promise<R> {
  if (!trace.getActiveSpan()?.isRecording()) return run();
  return tracer.startActiveSpan(`HTTP ${request.method} ${service.name}`, { kind: SpanKind.CLIENT }, async (span) => {
    if (span.isRecording()) span.setAttributes(attributesOf(service, request));
    try {
      const result = await run();
      const { status } = result.response;
      span.setAttribute('http.response.status_code', status);
      if (status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
      return result;
    } catch (error) {
      const { name, message, code } = error as NodeJS.ErrnoException;
      span.setAttribute('error.type', code ?? name); // ECONNREFUSED, TimeoutError, …
      span.setStatus({ code: SpanStatusCode.ERROR, message });
      throw error;
    } finally {
      span.end();
    }
  });
}
