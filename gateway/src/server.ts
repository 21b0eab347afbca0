import { createServer, type RequestListener, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import type { GatewayConfig } from './config';
import { buildContext, releaseCachesPlugin, type Context } from './context';
import { schemaWithExecutor } from './executor';
import { fileRoutes } from './http/files';
import { healthRoute } from './http/health';
import { graphqlRoute, type GraphQLRouteOptions } from './http/graphqlRoute';
import { clientRoutes, gatewayRoutes, isGraphQLRequest, securityHeaders } from './http/routes';
import { createLogger, type Logger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { countingRefusals, metricsPlugin } from './metricsPlugin';
import { PrintedPhotos } from './modules/orders/printedIn';
import { SiteDirectory } from './modules/site/directory';
import { tracingPlugin } from './tracing';
import { buildSchema } from './schema';
import { createAuthenticator } from './security/auth';
import { createCostBudget } from './security/budget';
import { errorLoggingPlugin, maskError } from './security/errorMasking';
import { constraintPlugin } from './security/constraints';
import { DOCUMENT_LIMITS, limitRules } from './security/limits';
import { createOperationGuard, operationGuardPlugin } from './security/operationGuard';
import {
  createDocumentStore, loadTrustedDocuments, preparePersistedDocuments,
} from './security/persistedQueries';
import { Breakers } from './upstream/breaker';
import { attachGraphQLWs } from './ws';

export interface GatewayOptions {
  /** Extra Apollo plugins (tests observe the request pipeline with them). */
  plugins?: ApolloServerPlugin<Context>[];
  /** Directory of the schema/*.graphql files (default: the repository's schema/). */
  schemaDir?: string;
  /** The root logger (default: one at `config.logLevel` on stdout). */
  logger?: Logger;
}

export interface Gateway {
  httpServer: Server;
  /** The gateway's Prometheus metrics (main.ts serves them on their own listener). */
  metrics: Metrics;
  start(): Promise<void>;
  /**
   * Drains and stops: no new connection is accepted, every graphql-ws socket is closed with 1001 (Going away: the
   * client reconnects, to another instance), in-flight HTTP requests finish within `shutdownGraceMs` (then their
   * connections are closed), and the breakers and Redis are let go.
   */
  stop(): Promise<void>;
}

/** Builds the gateway (HTTP + WebSocket on one node:http server); the caller listens. */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Gateway {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on answers sent by express (config.json, health): hashing each answer bought nothing.
  app.set('etag', false);
  const setSecurityHeaders = securityHeaders(config);
  // /graphql goes straight to Apollo on node:http once started (express's routing, body parser and response
  // helpers were about an eighth of the gateway's CPU per request); everything else is express's.
  let graphql: RequestListener | undefined;
  const httpServer = createServer((req, res) => {
    setSecurityHeaders(res);
    if (graphql && isGraphQLRequest(req)) graphql(req, res);
    else app(req, res);
  });
  const log = options.logger ?? createLogger(config.logLevel);
  const schema = buildSchema(options.schemaDir);
  const auth = createAuthenticator(config);
  const metrics = createMetrics();
  const breakers = new Breakers({ metrics });
  const sites = new SiteDirectory(config, breakers);
  const printedPhotos = new PrintedPhotos();
  const budget = createCostBudget({ pointsPerMinute: config.costBudgetPerMinute, redisUrl: config.redisUrl });
  const guard = countingRefusals(createOperationGuard(schema, budget), metrics);
  const validationRules = limitRules();
  let stopped: Promise<void> | undefined;
  let apollo: ApolloServer<Context> | undefined;

  async function start() {
    const queries = await loadTrustedDocuments(config.persistedQueriesFile, config.channelDocuments);
    const persisted = preparePersistedDocuments(schema, queries, validationRules, (message) => log.warn(message));
    const ws = attachGraphQLWs(httpServer, { schema, config, log, authenticate: auth, persisted, validationRules, breakers, sites, printedPhotos, guard, metrics });
    apollo = new ApolloServer<Context>({
      gateway: schemaWithExecutor(schema),
      documentStore: createDocumentStore(schema, persisted),
      parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens },
      validationRules,
      logger: log.child({ component: 'apollo' }),
      introspection: true,
      persistedQueries: false,
      // main.ts stops the gateway on SIGINT/SIGTERM (draining, then sending the buffered spans): Apollo's own handlers
      // would raise the signal again as soon as Apollo alone had stopped, and the process exit before that was done.
      stopOnTerminationSignals: false,
      includeStacktraceInErrorResponses: !config.production && process.env.NODE_ENV !== 'test',
      formatError: (formatted) => maskError(formatted, config.production),
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceMs }),
        ApolloServerPluginLandingPageDisabled(),
        // The schema has no cache hints: without this, Apollo wraps every resolver to collect them on each request.
        ApolloServerPluginCacheControlDisabled(),
        // Beside the HTTP drain: graphql-ws closes every socket with 1001 at once, a tick before the drain ends the
        // upgraded sockets (to it, connections with no request in flight).
        { serverWillStart: async () => ({ drainServer: () => ws.dispose() }) },
        metricsPlugin(metrics),
        tracingPlugin(),
        operationGuardPlugin(guard),
        errorLoggingPlugin(),
        constraintPlugin(),
        releaseCachesPlugin,
        ...(options.plugins ?? []),
      ],
    });
    await apollo.start();

    // /graphql and the download routes build the same context from the same token verification.
    const context: GraphQLRouteOptions['context'] = (gate) => buildContext({ config, breakers, sites, printedPhotos, log, ...gate });
    const clientAddress: GraphQLRouteOptions['clientAddress'] = (req) => config.trustedProxies.clientAddress(req);
    app.get('/healthz', healthRoute(config, breakers));
    app.use(fileRoutes({ authenticator: auth, log, clientAddress, context }));
    app.use(gatewayRoutes(config, { sites, log }));
    app.use(clientRoutes(config));
    graphql = graphqlRoute({
      apollo,
      authenticator: auth,
      persisted,
      log,
      clientAddress,
      context,
    });
  }

  function stop() {
    stopped ??= (apollo
      ? apollo.stop()
      : new Promise<void>((resolve) => (httpServer.listening ? httpServer.close(() => resolve()) : resolve()))
    ).finally(() => {
      breakers.shutdown();
      return budget.close();
    });
    return stopped;
  }

  return { httpServer, metrics, start, stop };
}
