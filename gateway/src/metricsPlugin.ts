import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from './context';
import type { Metrics } from './metrics';
import type { OperationGuard } from './security/operationGuard';

/** The codes a refusal before execution carries (the operation guard's). */
const REFUSALS = new Set(['QUERY_TOO_COSTLY', 'RATE_LIMITED', 'UNAUTHENTICATED']);

const codeOf = (error: GraphQLFormattedError) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');

/**
 * Each HTTP operation's duration by name (a persisted document's; `(other)` for free text, whose names a caller
 * chooses; `(unresolved)` for a document refused before it was resolved) and type, and every error of its answer by
 * code.
 */
export function metricsPlugin(metrics: Metrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      let type = 'unknown';
      let name = '(unresolved)';
      return {
        async didResolveOperation({ operation }) {
          type = operation?.operation ?? 'unknown';
          name = contextValue.request.persisted ? operation?.name?.value ?? '(anonymous)' : '(other)';
        },
        async willSendResponse({ response }) {
          metrics.operations.observe({ operation: name, type }, (performance.now() - started) / 1000);
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors ?? [] : [];
          for (const error of errors) metrics.errors.inc({ code: codeOf(error) });
        },
      };
    },
  };
}

/** The guard, counting its refusals by reason (HTTP and WebSocket operations alike). */
export function countingRefusals(guard: OperationGuard, metrics: Metrics): OperationGuard {
  return {
    async check(request) {
      try {
        return await guard.check(request);
      } catch (error) {
        const code = String((error as { extensions?: { code?: unknown } }).extensions?.code ?? '');
        if (REFUSALS.has(code)) metrics.refusals.inc({ reason: code });
        throw error;
      }
    },
  };
}
