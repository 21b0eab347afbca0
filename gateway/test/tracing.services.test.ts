// Traces across the gateway and the REAL services (in-process), sent over OTLP/HTTP to a receiver of the test's own:
// one persisted query is a gateway span, each upstream call its child, and the services' span of that call the child
// of the upstream span, all in one trace. Gateway and services share this process's one tracer provider, but the
// services take their parent only from the request's headers (never from a span active in the process): their span's
// parent is the upstream span only if its `traceparent` reached them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import { createLogger as createServerLogger } from '@my-account/telemetry/logger';
import { startTracing, type StopTracing } from '@my-account/telemetry/tracing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../src/context';
import { createLogger } from '../src/logger';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

interface OtlpValue { stringValue?: string; intValue?: string | number; arrayValue?: { values: OtlpValue[] } }
interface OtlpSpan {
  traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface Received extends OtlpSpan { scope: string }

/** The spans the exporter posted to /v1/traces (OTLP JSON). */
const received: Received[] = [];
const paths: string[] = [];
/** The gateway's log lines (JSON). */
const lines: Record<string, unknown>[] = [];
/** The services' log lines (JSON, at debug: one per request answered, with the active span's ids). */
const servicesLog: Record<string, unknown>[] = [];
let receiver: Server;
let stopTracing: StopTracing;
let services: RealServices;
let gateway: RunningGateway;
let token: string;

/** Logs one line with the request's logger while the operation executes. */
const logsDuringExecution: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return { async executionDidStart({ contextValue }) { contextValue.log.info({ during: 'execution' }, 'executing'); } };
  },
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      paths.push(req.url ?? '');
      const { resourceSpans } = JSON.parse(body) as { resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[] };
      for (const { scopeSpans } of resourceSpans) {
        for (const { scope, spans } of scopeSpans) received.push(...spans.map((span) => ({ ...span, scope: scope.name })));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stopTracing = await startTracing('my-account-gateway');
  services = await startTestServer('pglite', {
    log: createServerLogger('services', 'debug', { write: (line: string) => void servicesLog.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  gateway = await startGateway(testConfig(upstreamsAt(services.baseUrl, services.services.issuer)), {
    plugins: [logsDuringExecution],
    logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  token = (await signIn(services.baseUrl, 'emma@example.com', 'photos123')).accessToken;
}, 120_000);
afterAll(async () => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  await stopTracing?.();
  await gateway?.stop();
  await services?.stop();
  receiver?.close();
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('traces across the gateway and the services', () => {
  it('links the operation, its upstream calls and the services answering them in one trace', async () => {
    // A caller's trace context is not followed: the gateway starts the trace.
    const callers = '0af7651916cd43dd8448eb211c80319c';
    const { body } = await gql(gateway.url, { documentId: 'viewer-md5', variables: {} }, {
      token, headers: { traceparent: `00-${callers}-b7ad6b7169203331-01` },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer.email).toBe('emma@example.com');
    await stopTracing(); // sends what is buffered

    expect(paths.every((path) => path === '/v1/traces')).toBe(true);
    const operation = received.find((s) => s.name === 'query ViewerQuery');
    expect(operation).toBeDefined();
    expect(operation).toMatchObject({ scope: 'my-account-gateway', kind: 2 }); // OTLP's SPAN_KIND_SERVER
    expect(operation!.parentSpanId ?? '').toBe('');
    expect(operation!.traceId).not.toBe(callers);
    expect(attribute(operation!, 'graphql.operation.type')).toBe('query');
    expect(attribute(operation!, 'graphql.operation.name')).toBe('ViewerQuery');

    const upstream = received.find((s) => s.name === 'HTTP GET customer');
    expect(upstream).toMatchObject({ scope: 'my-account-gateway', kind: 3, traceId: operation!.traceId, parentSpanId: operation!.spanId });
    expect(attribute(upstream!, 'http.request.method')).toBe('GET');
    expect(attribute(upstream!, 'server.address')).toBe('127.0.0.1');
    expect(attribute(upstream!, 'url.path')).toBe('/customer-api/customers/me');
    expect(attribute(upstream!, 'http.response.status_code')).toBe(200);

    const answered = received.filter((s) => s.scope === 'my-account-services' && s.parentSpanId === upstream!.spanId);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ name: 'GET /customer-api/customers/me', kind: 2, traceId: operation!.traceId });
    expect(attribute(answered[0]!, 'http.route')).toBe('/customer-api/customers/me');
    expect(attribute(answered[0]!, 'http.response.status_code')).toBe(200);
    // Their span is the active one below the middleware: the services' log line of the request sees it.
    expect(servicesLog.find((line) => line.route === '/customer-api/customers/me')).toMatchObject({
      msg: 'request answered', trace_id: operation!.traceId, span_id: answered[0]!.spanId,
    });

    // Every upstream call of the operation (the photo library's counts too) is its child and answered in its trace.
    const calls = received.filter((s) => s.scope === 'my-account-gateway' && s.kind === 3 && s.traceId === operation!.traceId);
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      expect(call.parentSpanId).toBe(operation!.spanId);
      expect(received.filter((s) => s.scope === 'my-account-services' && s.parentSpanId === call.spanId)).toHaveLength(1);
    }

    // The request's log lines carry the trace.
    const executing = lines.find((line) => line.msg === 'executing');
    expect(executing).toMatchObject({ during: 'execution', trace_id: operation!.traceId, span_id: operation!.spanId });
  });
});
