// Merchandise service (contracts/merchandise.graphql), mounted at /merchandise-api, no authentication (catalogue data):
// GraphQL over HTTP (graphql-http's express handler over graphql-js) at POST (and GET) /merchandise-api/graphql.
// Every request is bounded before it runs: a JSON body of at most 8 KB, 1,000 tokens, depth 6, 10 aliases, and no
// schema introspection (the SDL file is the contract; `__typename` stays allowed).
import { readFileSync } from 'node:fs';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { Logger } from '@my-account/telemetry/logger';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { buildSchema, GraphQLError, NoSchemaIntrospectionCustomRule, parse, type ValidationContext, type ValidationRule } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import type { Db } from '../../db';
import { channelResolvers } from './resolvers';

export const MERCHANDISE_LIMITS = { bodyBytes: 8 * 1024, maxTokens: 1_000, maxDepth: 6, maxAliases: 10 } as const;

const schema = buildSchema(readFileSync(new URL('../../../contracts/merchandise.graphql', import.meta.url), 'utf8'));

function limitRules(): ValidationRule[] {
  // graphql-armor reports with a "Syntax Error: " prefix; reported here as the validation errors they are.
  const report = (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
  const shared = { exposeLimits: true, propagateOnRejection: false, onReject: [report] };
  return [
    NoSchemaIntrospectionCustomRule,
    maxDepthRule({ ...shared, n: MERCHANDISE_LIMITS.maxDepth, flattenFragments: true }),
    maxAliasesRule({ ...shared, n: MERCHANDISE_LIMITS.maxAliases, allowList: [] }),
  ] as ValidationRule[];
}

/** A refused body is answered in GraphQL's shape too: `{ errors: [{ message }] }` with its status. */
function bodyErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  const { status, type } = (err ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(err);
  const message = type === 'entity.too.large'
    ? `The request body is larger than ${MERCHANDISE_LIMITS.bodyBytes} bytes.`
    : 'The request body is not valid JSON.';
  res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? 'BODY_TOO_LARGE' : 'INVALID_BODY' } }] });
}

export function merchandiseRoutes(db: Db, log: Logger): Router {
  const router = Router();
  const handler = createHandler({
    schema,
    rootValue: channelResolvers(db),
    parse: (source) => parse(source, { maxTokens: MERCHANDISE_LIMITS.maxTokens }),
    validationRules: limitRules(),
    // Errors the resolvers meant (GraphQLError) reach the caller; anything else is logged and masked.
    formatError: (error) => {
      if (!(error instanceof GraphQLError) || !error.originalError || error.originalError instanceof GraphQLError) return error;
      log.error({ err: error.originalError, path: error.path }, 'merchandise: a resolver failed');
      return new GraphQLError('Internal error of the merchandise service.', { path: error.path, extensions: { code: 'INTERNAL' } });
    },
  });
  router.use('/graphql', express.json({ limit: MERCHANDISE_LIMITS.bodyBytes }), bodyErrors);
  router.all('/graphql', handler);
  return router;
}
