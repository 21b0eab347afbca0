// The correlation id of the request an error came from. The Relay network layer (app/relayEnvironment.ts) sends one
// with every request (X-Correlation-Id), reads the one the gateway answered with, and puts it where the request's
// failure surfaces: on the thrown error (`correlationId`), on each GraphQL error (`extensions.correlationId`), and in
// the request's trace (`cacheConfig.metadata.trace`) for a caller that asked for it (usePromiseMutation).

export const CORRELATION_HEADER = 'x-correlation-id';

/** What the network layer fills in for one request: its correlation id and operation. */
export interface RequestTrace {
  correlationId?: string;
  operation?: string;
}

/**
 * A request that failed: no GraphQL answer came (a network error, an answer that is not GraphQL JSON), or its answer
 * carried GraphQL `errors` (a failed load: a route's boundary or a section shows an error text).
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly correlationId: string | undefined,
    readonly operation: string | undefined,
    options?: ErrorOptions & { errors?: ReadonlyArray<{ message?: unknown }> },
  ) {
    super(options?.errors?.map((e) => String(e?.message)).join('; ') || message, options);
    this.name = 'RequestError';
  }
}

/** A new id for a request, or undefined where the browser cannot make one (the gateway then makes it). */
export const newCorrelationId = (): string | undefined => globalThis.crypto?.randomUUID?.();
