import { createServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createApollo4QueryValidationPlugin } from 'graphql-constraint-directive/apollo4';
import type { GatewayConfig } from './config';
import { buildContext, correlationIdFrom, CORRELATION_HEADER, type Context } from './context';
import { healthRoute } from './http/health';
import { clientRoutes, gatewayRoutes, securityHeaders } from './http/routes';
import { buildSchema } from './schema';
import { createAuthenticator } from './security/auth';
import { createCostBudget } from './security/budget';
import { maskError } from './security/errorMasking';
import { authenticateRequest, graphqlErrorHandler, limitedJsonBody, type GateLocals } from './security/httpGate';
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
  const httpServer = createServer(app);
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
    const persisted = preparePersistedDocuments(schema, queries, validationRules);
    const ws = attachGraphQLWs(httpServer, { schema, config, authenticate: auth, persisted, validationRules, breakers, guard });
    apollo = new ApolloServer<Context>({
      schema,
      documentStore: createDocumentStore(schema, persisted),
      parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens },
      validationRules,
      introspection: true,
      persistedQueries: false,
      includeStacktraceInErrorResponses: !config.production && process.env.NODE_ENV !== 'test',
      formatError: (formatted) => maskError(formatted, config.production),
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        ApolloServerPluginLandingPageDisabled(),
        { serverWillStart: async () => ({ drainServer: () => ws.dispose() }) },
        operationGuardPlugin(guard),
        createApollo4QueryValidationPlugin<Context>(),
        ...(options.plugins ?? []),
      ],
    });
    await apollo.start();

    app.use(securityHeaders(config));
    app.get('/healthz', healthRoute(config, breakers));
    app.use(gatewayRoutes(config));
    app.use('/graphql', authenticateRequest(auth), limitedJsonBody(), persistedQueryMiddleware(persisted), expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
        res.setHeader('X-Correlation-Id', correlationId);
        const locals = res.locals as Partial<GateLocals>;
        return buildContext({
          config,
          breakers,
          auth: locals.auth ?? { viewer: null, authError: 'No bearer token.' },
          correlationId,
          request: { address: req.socket.remoteAddress ?? 'unknown', persisted: locals.persisted === true },
        });
      },
    }), graphqlErrorHandler);
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
