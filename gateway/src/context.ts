import { randomUUID } from 'node:crypto';
import type { GatewayConfig } from './config';
import { unauthenticated } from './errors';
import type { Logger } from './logger';
import { AuthenticationError, type Authenticator, type Viewer } from './security/auth';
import type { Breakers } from './upstream/breaker';
import { createCustomerApi, type CustomerApi } from './upstream/customer';
import { createDownloadApi, type DownloadApi } from './upstream/download';
import { createPhotoApi, type PhotoApi } from './upstream/photo';
import { createSharedAlbumsApi, type SharedAlbumsApi } from './upstream/sharedAlbums';
import { createStorageApi, type StorageApi } from './upstream/storage';
import { createTempSelectionApi, type TempSelectionApi } from './upstream/tempSelection';

export type { Viewer } from './security/auth';

/** Per-request (per-operation for WebSocket) context: viewer, correlation id, upstream clients + loaders. */
export interface Context {
  /** Null when the request has no valid token; `requireViewer` turns that into UNAUTHENTICATED. */
  viewer: Viewer | null;
  authError: string | null;
  correlationId: string;
  /** The request's logger: the gateway's root logger with the correlation id (and the operation's name, when known). */
  log: Logger;
  config: GatewayConfig;
  /** How the operation arrived: the caller's address and whether it is a persisted document. */
  request: RequestInfo;
  customer: CustomerApi;
  photo: PhotoApi;
  storage: StorageApi;
  sharedAlbums: SharedAlbumsApi;
  tempSelection: TempSelectionApi;
  download: DownloadApi;
}

export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) {
    throw unauthenticated(ctx.authError && !ctx.config.production ? `Authentication required: ${ctx.authError}` : undefined);
  }
  return ctx.viewer;
}

export const CORRELATION_HEADER = 'x-correlation-id';

export function correlationIdFrom(value: string | string[] | null | undefined): string {
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[\w.:-]{1,128}$/.test(id) ? id : randomUUID();
}

/** Verifies the token (if any); never throws — the error surfaces when a field needs the viewer. */
export async function authenticate(
  authenticate: Authenticator,
  authorization: string | null | undefined,
): Promise<Auth> {
  try {
    return { viewer: await authenticate(authorization), authError: null };
  } catch (error) {
    if (error instanceof AuthenticationError) return { viewer: null, authError: error.message };
    throw error;
  }
}

export interface RequestInfo {
  address: string;
  persisted: boolean;
}

export interface Auth {
  viewer: Viewer | null;
  authError: string | null;
}

export interface ContextInput {
  config: GatewayConfig;
  breakers: Breakers;
  auth: Auth;
  correlationId: string;
  /** The gateway's root logger. */
  log: Logger;
  /** The operation's name when known before parsing (a persisted document's, or the request's `operationName`). */
  operationName?: string | null;
  request: RequestInfo;
}

export function buildContext({ config, breakers, auth, correlationId, log, operationName, request }: ContextInput): Context {
  const upstream = { config, token: auth.viewer?.token ?? null, correlationId, breakers };
  // The logger and each upstream client are made on first use: a request touches one or two services and logs nothing.
  let child: Logger | undefined;
  let customer: CustomerApi | undefined;
  let photo: PhotoApi | undefined;
  let storage: StorageApi | undefined;
  let sharedAlbums: SharedAlbumsApi | undefined;
  let tempSelection: TempSelectionApi | undefined;
  let download: DownloadApi | undefined;
  return {
    ...auth,
    correlationId,
    get log() {
      return (child ??= log.child(operationName ? { correlationId, operation: operationName } : { correlationId }));
    },
    config,
    request,
    get customer() {
      return (customer ??= createCustomerApi(upstream));
    },
    get photo() {
      return (photo ??= createPhotoApi(upstream));
    },
    get storage() {
      return (storage ??= createStorageApi(upstream));
    },
    get sharedAlbums() {
      return (sharedAlbums ??= createSharedAlbumsApi(upstream));
    },
    get tempSelection() {
      return (tempSelection ??= createTempSelectionApi(upstream));
    },
    get download() {
      return (download ??= createDownloadApi(upstream));
    },
  };
}
