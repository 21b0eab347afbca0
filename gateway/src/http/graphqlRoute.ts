import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { authenticate, correlationIdFrom, CORRELATION_HEADER, type Context, type ContextInput } from '../context';
import type { Logger } from '../logger';
import type { Authenticator } from '../security/auth';
import { answerGateError, readJsonBody, sendJson } from '../security/httpGate';
import { DOCUMENT_LIMITS } from '../security/limits';
import { persistedQueryNotFound, usePersistedDocument, type PersistedDocuments } from '../security/persistedQueries';
import { inOperationSpan } from '../tracing';

export interface GraphQLRouteOptions {
  apollo: ApolloServer<Context>;
  authenticator: Authenticator;
  persisted: PersistedDocuments;
  log: Logger;
  /** The client's address (the anonymous budget's key): the socket's, or the one trusted proxies forwarded. */
  clientAddress: (req: IncomingMessage) => string;
  /** The request's context from what the gate learned (the gateway adds config, breakers and its logger). */
  context: (gate: Pick<ContextInput, 'auth' | 'correlationId' | 'operationName' | 'request'>) => Context;
}

/**
 * POST and GET /graphql on node:http, straight to Apollo Server (`executeHTTPGraphQLRequest`, as Apollo's own
 * standalone server does). The gate runs first, in this order: the request's correlation id (answered in
 * X-Correlation-Id, so every answer and log line carries it), the bearer token (before the body: anonymous callers
 * get a much smaller body limit), the JSON body within its limit, a persisted document id replaced by its text.
 * Each request is one span of the trace the gateway starts (`inOperationSpan`).
 */
export function graphqlRoute({ apollo, authenticator, persisted, log, clientAddress, context }: GraphQLRouteOptions) {
  async function handle(req: IncomingMessage, res: ServerResponse, correlationId: string) {
    res.setHeader('X-Correlation-Id', correlationId);
    const auth = await authenticate(authenticator, req.headers.authorization);
    const body = req.method === 'POST'
      ? await readJsonBody(req, auth.viewer ? DOCUMENT_LIMITS.bodyBytes : DOCUMENT_LIMITS.anonymousBodyBytes)
      : undefined;
    const found = usePersistedDocument(body, persisted);
    if (found.unknownId) return sendJson(res, 200, { errors: [persistedQueryNotFound(found.unknownId)] });
    const requested = (body as { operationName?: unknown } | undefined)?.operationName;

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: query < 0 ? '' : url.slice(query), body },
      context: async () => context({
        auth,
        correlationId,
        operationName: found.operationName ?? (typeof requested === 'string' ? requested : null),
        request: { address: clientAddress(req), persisted: found.persisted, host: req.headers.host ?? null },
      }),
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      // Encoded once, its length known: `res.end(string)` would first measure the string (flattening Apollo's
      // `JSON + '\n'`) for Content-Length, then flatten and encode it again with the headers.
      const bytes = Buffer.from(response.body.string);
      res.setHeader('Content-Length', bytes.length);
      return void res.end(bytes);
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    void inOperationSpan(() => handle(req, res, correlationId).catch((error: unknown) => answerGateError(res, error, log, correlationId)));
  };
}
