import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { CORRELATION_HEADER, newCorrelationId, RequestError, type RequestTrace } from '../errorReporting/correlation';
import { reportFailure } from '../errorReporting/reporter';

export interface RelayEnvironmentOptions {
  /** The GraphQL endpoint (from /config.json), usually `/graphql` on the site origin. */
  graphqlUrl: string;
  /** The signed-in customer's access token, or null. */
  getAccessToken: () => Promise<string | null>;
  /** Called when the gateway answers UNAUTHENTICATED: the token is no longer accepted, sign in again. */
  onUnauthenticated: () => void;
  fetchImpl?: typeof fetch;
}

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string; correlationId?: string };
}

function hasUnauthenticated(errors: unknown): boolean {
  return Array.isArray(errors) && errors.some((e: GraphQLErrorLike) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** ws(s)://<host>/graphql for an http(s) GraphQL URL (relative URLs resolve against the page). */
/** Runs `step` when the main thread is idle (at the latest after a second); a plain task where idle callbacks lack. */
function idleScheduler(step: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(step, { timeout: 1000 });
  else setTimeout(step, 0);
}

export function webSocketUrl(graphqlUrl: string, base = window.location.href): string {
  const url = new URL(graphqlUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The Relay environment: queries and mutations as persisted documents over HTTP POST
 * (`{ documentId, variables }`), subscriptions over graphql-ws with the bearer token in `connection_init`.
 */
export function createRelayEnvironment(options: RelayEnvironmentOptions): Environment {
  const { graphqlUrl, getAccessToken, onUnauthenticated } = options;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /**
   * Every request carries a correlation id (X-Correlation-Id; the gateway answers with it and logs it). The one the
   * gateway answered with reaches what the request's failure surfaces as: the thrown RequestError, each GraphQL
   * error's `extensions.correlationId`, and the caller's trace (`cacheConfig.metadata.trace`, see usePromiseMutation).
   * A query that failed or answered errors is a failed load (a route's boundary or a section shows an error text),
   * reported here; mutations are reported by the mutation helper, which knows what their payloads refuse.
   */
  const fetchFn: FetchFunction = async (params, variables, cacheConfig) => {
    const trace = (cacheConfig?.metadata as { trace?: RequestTrace } | undefined)?.trace;
    const operation = params.name;
    const failedLoad = <E extends Error>(error: E) => {
      if (params.operationKind === 'query') reportFailure(error, { failure: 'query', operation });
      return error;
    };
    const sent = newCorrelationId();
    if (trace) Object.assign(trace, { correlationId: sent, operation });
    const token = await getAccessToken();
    const body = params.id ? { documentId: params.id, variables } : { query: params.text, variables };
    const path = () => new URL(graphqlUrl, window.location.href).pathname;
    let res: Response;
    try {
      res = await fetchImpl(graphqlUrl, {
        method: 'POST',
        cache: 'no-cache',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(sent ? { [CORRELATION_HEADER]: sent } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw failedLoad(new RequestError(`Network error: POST ${path()}`, sent, operation, { cause: error }));
    }
    const correlationId = res.headers.get(CORRELATION_HEADER) ?? sent;
    if (trace) trace.correlationId = correlationId;
    let json: GraphQLResponse & { errors?: unknown };
    try {
      json = (await res.json()) as GraphQLResponse & { errors?: unknown };
    } catch {
      throw failedLoad(new RequestError(`${res.status} ${res.statusText}: POST ${path()}`, correlationId, operation));
    }
    if (res.status === 401 || hasUnauthenticated(json.errors)) {
      onUnauthenticated();
      throw new Error('UNAUTHENTICATED');
    }
    if (Array.isArray(json.errors) && json.errors.length) {
      const errors = json.errors as GraphQLErrorLike[];
      for (const error of errors) error.extensions = { ...error.extensions, correlationId };
      failedLoad(new RequestError('The operation failed.', correlationId, operation, { errors }));
    }
    return json;
  };

  // graphql-ws is loaded with the first subscription: most screens subscribe to nothing.
  let wsClient: Promise<Client> | null = null;
  const connect = () => {
    wsClient ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: webSocketUrl(graphqlUrl),
        lazy: true,
        connectionParams: async () => {
          const token = await getAccessToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    );
    wsClient.catch(() => {
      wsClient = null; // loading the module failed (network): the next subscription tries again
    });
    return wsClient;
  };
  const subscribeFn: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      connect().then(
        (client) => {
          if (closed) return;
          unsubscribe = client.subscribe(
            {
              query: params.id ? '' : (params.text ?? ''),
              variables,
              ...(params.id ? { extensions: { documentId: params.id } } : {}),
            },
            {
              next: (value) => {
                if (hasUnauthenticated(value.errors)) onUnauthenticated();
                sink.next(value as GraphQLResponse);
              },
              error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });

  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    // The store's garbage collection marks one retained query per step; by default every step runs as a microtask
    // of the same task, so releasing months while scrolling the timeline became one long task. A step per idle
    // period instead (the timeline releases months on nearly every scroll frame).
    store: new Store(new RecordSource(), { gcScheduler: idleScheduler }),
  });
}
