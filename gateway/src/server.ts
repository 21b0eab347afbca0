import { createServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GatewayConfig } from './config';
import { buildContext, type Context } from './context';
import { schemaWithExecutor } from './executor';
import { healthRoute } from './http/health';
import { clientRoutes, gatewayRoutes, securityHeaders } from './http/routes';
import { createLogger, type Logger } from './logger';
import { buildSchema } from './schema';
import { createAuthenticator } from './security/auth';
import { createCostBudget } from './security/budget';
import { errorLoggingPlugin, maskError } from './security/errorMasking';
import { constraintPlugin } from './security/constraints';
import { authenticateRequest, correlate, graphqlErrorHandler, limitedJsonBody, type GateLocals } from './security/httpGate';
import { DOCUMENT_LIMITS, limitRules } from './security/limits';
import { createOperationGuard, operationGuardPlugin } from './security/operationGuard';
import {
  createDocumentStore, loadPersistedQueries, persistedQueryMiddleware, preparePersistedDocuments,
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
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Builds the gateway (HTTP + WebSocket on one node:http server); the caller listens. */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Gateway {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on answers sent by express (GraphQL POSTs, config.json): hashing every GraphQL answer bought nothing.
  app.set('etag', false);
  const httpServer = createServer(app);
  const log = options.logger ?? createLogger(config.logLevel);
  const schema = buildSchema(options.schemaDir);
  const auth = createAuthenticator(config);
  const breakers = new Breakers();
  const budget = createCostBudget({ pointsPerMinute: config.costBudgetPerMinute, redisUrl: config.redisUrl });
  const guard = createOperationGuard(schema, budget);
  const validationRules = limitRules();
  let stopped: Promise<void> | undefined;
  let apollo: ApolloServer<Context> | undefined;

  async function start() {
    const queries = await loadPersistedQueries(config.persistedQueriesFile);
    const persisted = preparePersistedDocuments(schema, queries, validationRules, (message) => log.warn(message));
    const ws = attachGraphQLWs(httpServer, { schema, config, log, authenticate: auth, persisted, validationRules, breakers, guard });
    apollo = new ApolloServer<Context>({
      gateway: schemaWithExecutor(schema),
      documentStore: createDocumentStore(schema, persisted),
      parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens },
      validationRules,
      logger: log.child({ component: 'apollo' }),
      introspection: true,
      persistedQueries: false,
      includeStacktraceInErrorResponses: !config.production && process.env.NODE_ENV !== 'test',
      formatError: (formatted) => maskError(formatted, config.production),
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        ApolloServerPluginLandingPageDisabled(),
        // The schema has no cache hints: without this, Apollo wraps every resolver to collect them on each request.
        ApolloServerPluginCacheControlDisabled(),
        { serverWillStart: async () => ({ drainServer: () => ws.dispose() }) },
        operationGuardPlugin(guard),
        errorLoggingPlugin(),
        constraintPlugin(),
        ...(options.plugins ?? []),
      ],
    });
    await apollo.start();

    app.use(securityHeaders(config));
    app.get('/healthz', healthRoute(config, breakers));
    app.use(gatewayRoutes(config));
    app.use('/graphql', correlate(), authenticateRequest(auth), limitedJsonBody(), persistedQueryMiddleware(persisted), expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const locals = res.locals as Partial<GateLocals>;
        const body = req.body as { operationName?: unknown } | undefined;
        return buildContext({
          config,
          breakers,
          auth: locals.auth ?? { viewer: null, authError: 'No bearer token.' },
          correlationId: locals.correlationId!,
          log,
          operationName: locals.operationName ?? (typeof body?.operationName === 'string' ? body.operationName : null),
          request: { address: req.socket.remoteAddress ?? 'unknown', persisted: locals.persisted === true },
        });
      },
    }), graphqlErrorHandler(log));
    app.use(clientRoutes(config));
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

  return { httpServer, start, stop };
}
