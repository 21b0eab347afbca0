import type { ApolloServerPlugin } from '@apollo/server';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from './context';

/** The gateway's tracer: spans are no-ops unless the SDK was started (OTEL_EXPORTER_OTLP_ENDPOINT, @my-account/telemetry/tracing). */
export const tracer = trace.getTracer('my-account-gateway');

/**
 * Runs one GraphQL request over HTTP in its span, active for all it does (Apollo's pipeline, the resolvers, their
 * upstream calls and log lines) and ended when `run` is done. The gateway starts the trace: a caller's `traceparent`
 * is not followed. `tracingPlugin` names the span once the operation is known.
 */
export function inOperationSpan(run: () => Promise<void>): Promise<void> {
  return tracer.startActiveSpan('GraphQL Operation', { kind: SpanKind.SERVER, root: true }, (span) => run().finally(() => span.end()));
}

const codeOf = (error: GraphQLFormattedError) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');

/**
 * Names the request's span (`inOperationSpan`) by its operation, `query MonthPhotosQuery` (the type alone for a
 * document that is not persisted: its name is the caller's choice), with `graphql.operation.type` and `.name`, and
 * marks it failed with the codes of its answer's errors (`graphql.error.codes`). Nothing per request when untraced.
 */
export function tracingPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const span = trace.getActiveSpan();
      if (!span?.isRecording()) return;
      return {
        async didResolveOperation({ operation }) {
          const type = operation?.operation ?? 'unknown';
          const name = operation?.name?.value;
          span.updateName(contextValue.request.persisted && name ? `${type} ${name}` : type);
          span.setAttribute('graphql.operation.type', type);
          if (name) span.setAttribute('graphql.operation.name', name);
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors ?? [] : [];
          if (errors.length === 0) return;
          const codes = [...new Set(errors.map(codeOf))];
          span.setAttribute('graphql.error.codes', codes);
          span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(', ') });
        },
      };
    },
  };
}
