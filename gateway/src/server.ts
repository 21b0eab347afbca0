import { createServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GatewayConfig } from './config';
import { authenticate, buildContext, correlationIdFrom, CORRELATION_HEADER, type Context } from './context';
import { clientRoutes, gatewayRoutes, securityHeaders } from './http/routes';
import { buildSchema } from './schema';
import { createAuthenticator } from './security/auth';
import { depthLimitRule } from './security/depthLimit';
import { maskError } from './security/errorMasking';
import {
  createDocumentStore, loadPersistedQueries, persistedQueryMiddleware, preparePersistedDocuments,
} from './security/persistedQueries';
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
  const validationRules = [depthLimitRule()];
  let stopped: Promise<void> | undefined;
  let apollo: ApolloServer<Context> | undefined;

  async function start() {
    const queries = await loadPersistedQueries(config.persistedQueriesFile);
    const persisted = preparePersistedDocuments(schema, queries, validationRules);
    const ws = attachGraphQLWs(httpServer, { schema, config, authenticate: auth, persisted, validationRules });
    apollo = new ApolloServer<Context>({
      schema,
      documentStore: createDocumentStore(schema, persisted),
      validationRules,
      introspection: true,
      persistedQueries: false,
      includeStacktraceInErrorResponses: !config.production && process.env.NODE_ENV !== 'test',
      formatError: (formatted) => maskError(formatted, config.production),
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        ApolloServerPluginLandingPageDisabled(),
        { serverWillStart: async () => ({ drainServer: () => ws.dispose() }) },
        ...(options.plugins ?? []),
      ],
    });
    await apollo.start();

    app.use(securityHeaders);
    app.use(gatewayRoutes(config));
    app.use('/graphql', express.json({ limit: '1mb' }), persistedQueryMiddleware(persisted), expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
        res.setHeader('X-Correlation-Id', correlationId);
        return buildContext(config, await authenticate(auth, req.headers.authorization), correlationId);
      },
    }));
    app.use(clientRoutes(config));
  }

  function stop() {
    stopped ??= apollo
      ? apollo.stop()
      : new Promise<void>((resolve) => (httpServer.listening ? httpServer.close(() => resolve()) : resolve()));
    return stopped;
  }

  return { httpServer, start, stop };
}
