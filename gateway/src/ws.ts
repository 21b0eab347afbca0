import type { Server } from 'node:http';
import { getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from './config';
import { buildContext, correlationIdFrom, CORRELATION_HEADER, type Context, type Viewer } from './context';
import { codedError } from './errors';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { PrintedPhotos } from './modules/orders/printedIn';
import type { SiteDirectory } from './modules/site/directory';
import type { Authenticator } from './security/auth';
import { logUnexpectedErrors, maskError } from './security/errorMasking';
import { DOCUMENT_LIMITS } from './security/limits';
import { createSubscriptionPlaces, type ConnectionPlaces } from './security/subscriptionPlaces';
import type { OperationGuard } from './security/operationGuard';
import { documentIdOf, type PersistedDocuments } from './security/persistedQueries';
import type { Breakers } from './upstream/breaker';

const asGraphQLError = (error: unknown) => (error instanceof GraphQLError ? error : new GraphQLError(String(error)));

/** Largest WebSocket frame read (subscribe messages are small); a larger one closes the socket (1009). */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;

interface Deps {
  schema: GraphQLSchema;
  config: GatewayConfig;
  log: Logger;
  authenticate: Authenticator;
  persisted: PersistedDocuments;
  validationRules: readonly ValidationRule[];
  breakers: Breakers;
  /** The brand sites (public data shared by every request). */
  sites: SiteDirectory;
  /** The photos each customer printed (kept per customer across requests). */
  printedPhotos: PrintedPhotos;
  guard: OperationGuard;
  metrics: Metrics;
}

/**
 * graphql-ws on the HTTP server's `/graphql` path. connection_init must carry
 * `{ authorization: 'Bearer <token>' }` (same verification as HTTP), else the socket closes 4401.
 * A subscribe payload with `extensions.documentId` runs the persisted (pre-validated) document. Frames are at
 * most `WS_MAX_PAYLOAD_BYTES`, one connection holds at most `maxSubscriptionsPerConnection` subscriptions and one
 * customer at most `maxSubscriptionsPerCustomer` across their connections, and every operation passes the same
 * limits, cost check and budget as over HTTP.
 */
export function attachGraphQLWs(httpServer: Server, deps: Deps) {
  const { schema, config, persisted } = deps;
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: WS_MAX_PAYLOAD_BYTES });
  const places = createSubscriptionPlaces(config.maxSubscriptionsPerCustomer);
  deps.metrics.observeLive({ connections: () => wss.clients.size, subscriptions: places.total });
  const cleanup = useServer<Record<string, unknown> | undefined, { viewer: Viewer; places?: ConnectionPlaces }>({
    schema,
    isProd: config.production,
    onConnect: async (ctx) => {
      const params = ctx.connectionParams ?? {};
      const authorization = params.authorization ?? params.Authorization;
      try {
        ctx.extra.viewer = await deps.authenticate(typeof authorization === 'string' ? authorization : null);
        const connectionPlaces = places.connection(ctx.extra.viewer.accountId);
        ctx.extra.places = connectionPlaces;
        // Given back as soon as the socket is gone, not once its subscriptions have wound down (an upstream call each).
        ctx.extra.socket.once('close', () => connectionPlaces.close());
        return true;
      } catch {
        ctx.extra.socket.close(4401, 'Unauthorized');
        return false;
      }
    },
    onSubscribe: async (ctx, id, payload) => {
      // graphql-ws holds this operation's place in `ctx.subscriptions` from before this hook until it ends (a burst
      // of subscribe messages is counted in full), and frees it at once on the client's complete.
      if (Object.keys(ctx.subscriptions).length > config.maxSubscriptionsPerConnection) {
        return [codedError('TOO_MANY_SUBSCRIPTIONS',
          `One connection may hold ${config.maxSubscriptionsPerConnection} subscriptions; complete one first.`)];
      }
      let document: DocumentNode;
      const documentId = documentIdOf(payload);
      if (documentId) {
        const stored = persisted.document(documentId);
        if (!stored) return [codedError('PERSISTED_QUERY_NOT_FOUND', `Unknown persisted query "${documentId}".`)];
        document = stored;
      } else {
        if (!payload.query) return [new GraphQLError('A `query` or `extensions.documentId` is required.')];
        try {
          document = parse(payload.query, { maxTokens: DOCUMENT_LIMITS.maxTokens });
        } catch (error) {
          return [asGraphQLError(error)];
        }
        const errors = validate(schema, document, [...specifiedRules, ...deps.validationRules]);
        if (errors.length) return errors;
      }
      const viewer = ctx.extra.viewer ?? null;
      const address = config.trustedProxies.clientAddress(ctx.extra.request);
      try {
        await deps.guard.check({
          document, operationName: payload.operationName, variables: payload.variables,
          accountId: viewer?.accountId ?? null, address, persisted: Boolean(documentId),
        });
      } catch (error) {
        return [asGraphQLError(error)];
      }
      const correlationId = correlationIdFrom(ctx.extra.request.headers[CORRELATION_HEADER]);
      const args = {
        schema,
        document,
        operationName: payload.operationName ?? undefined,
        variableValues: payload.variables ?? undefined,
        contextValue: buildContext({
          config,
          breakers: deps.breakers,
          sites: deps.sites,
          printedPhotos: deps.printedPhotos,
          auth: { viewer, authError: viewer ? null : 'No bearer token.' },
          correlationId,
          log: deps.log,
          operationName: payload.operationName ?? (documentId ? persisted.operationName(documentId) : null),
          request: { address, persisted: Boolean(documentId), host: ctx.extra.request.headers.host ?? null },
        }),
      };
      // Taken last, for an operation graphql-ws will run and so complete (a document naming none is answered with an
      // error alone): a refused subscription holds no place, a running one gives it back in onComplete or onClose.
      if (getOperationAST(document, payload.operationName) && ctx.extra.places && !ctx.extra.places.take(id)) {
        return [codedError('TOO_MANY_SUBSCRIPTIONS',
          `One customer may hold ${places.maxPerCustomer} subscriptions across their connections; complete one first.`)];
      }
      return args;
    },
    // A place is given back when its subscription ends (completed by either side, or failed) or its socket closes.
    onComplete: (ctx, id) => ctx.extra.places?.release(id),
    onNext: (_ctx, _id, _payload, args, result) => {
      if (!result.errors) return undefined;
      logUnexpectedErrors((args.contextValue as Context).log, result.errors);
      return { ...result, errors: result.errors.map((e) => maskError(e.toJSON(), config.production)) };
    },
  }, wss);
  return {
    wss,
    /** Closes every socket with 1001 (Going away: graphql-ws clients reconnect) and refuses new ones. */
    async dispose() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
