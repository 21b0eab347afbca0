import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayConfig } from './config';
import { unauthenticated } from './errors';
import type { Logger } from './logger';
import type { PrintedPhotos } from './modules/orders/printedIn';
import type { SiteDirectory } from './modules/site/directory';
import { AuthenticationError, type Authenticator, type Viewer } from './security/auth';
import { createAuthApi, type AuthApi } from './upstream/auth';
import type { Breakers } from './upstream/breaker';
import { createCustomerApi, type CustomerApi } from './upstream/customer';
import { createDownloadApi, type DownloadApi } from './upstream/download';
import { createFeedbackApi, type FeedbackApi } from './upstream/feedback';
import { createGalleryApi, type GalleryApi } from './upstream/gallery';
import type { UpstreamContext } from './upstream/http';
import { createInvoiceApi, type InvoiceApi } from './upstream/invoice';
import { createOrderApi, type OrderApi } from './upstream/order';
import { createPhotoApi, type PhotoApi } from './upstream/photo';
import { createProductApi, type ProductApi } from './upstream/product';
import { createProjectApi, type ProjectApi } from './upstream/project';
import { createSharedAlbumsApi, type SharedAlbumsApi } from './upstream/sharedAlbums';
import { createStorageApi, type StorageApi } from './upstream/storage';
import { createSubscriptionApi, type SubscriptionApi } from './upstream/subscription';
import { createSupportChatApi, type SupportChatApi } from './upstream/supportChat';
import { createTempSelectionApi, type TempSelectionApi } from './upstream/tempSelection';
import { createTestingApi, type TestingApi } from './upstream/testing';
import { createVoucherApi, type VoucherApi } from './upstream/voucher';
import { createCutoffApi, type CutoffApi } from './upstream/cutoff';
import { createWidgetApi, type WidgetApi } from './upstream/widget';

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
  /** How the operation arrived: the caller's address and host, and whether it is a persisted document. */
  request: RequestInfo;
  /** The brand sites (shared by every request: public data, cached across requests). */
  sites: SiteDirectory;
  /** The photos each customer printed (shared by every request, kept per customer across requests). */
  printedPhotos: PrintedPhotos;
  customer: CustomerApi;
  photo: PhotoApi;
  storage: StorageApi;
  sharedAlbums: SharedAlbumsApi;
  tempSelection: TempSelectionApi;
  download: DownloadApi;
  order: OrderApi;
  product: ProductApi;
  invoice: InvoiceApi;
  voucher: VoucherApi;
  cutoff: CutoffApi;
  widget: WidgetApi;
  /** The widget service's gallery of online photo books. */
  gallery: GalleryApi;
  /** The saved projects service. */
  project: ProjectApi;
  auth: AuthApi;
  subscription: SubscriptionApi;
  /** The feedback service (the feedback survey). */
  feedback: FeedbackApi;
  /** The A/B testing tool. */
  testing: TestingApi;
  /** The support chat service. */
  supportChat: SupportChatApi;
  /** Forgets the upstream answers the request cached, once it is answered (see `RequestContext.release`). */
  release(): void;
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
  /** The request's Host header (the brand site it is for); null when it had none. */
  host?: string | null;
}

export interface Auth {
  viewer: Viewer | null;
  authError: string | null;
}

export interface ContextInput {
  config: GatewayConfig;
  breakers: Breakers;
  sites: SiteDirectory;
  printedPhotos: PrintedPhotos;
  auth: Auth;
  correlationId: string;
  /** The gateway's root logger. */
  log: Logger;
  /** The operation's name when known before parsing (a persisted document's, or the request's `operationName`). */
  operationName?: string | null;
  request: RequestInfo;
}

export function buildContext(input: ContextInput): Context {
  return new RequestContext(input);
}

const releaseWhenAnswered: GraphQLRequestListener<Context> = {
  willSendResponse: async ({ contextValue }) => contextValue.release(),
};

/** Each HTTP request lets go of the upstream answers it cached once it is answered (`Context.release`). */
export const releaseCachesPlugin: ApolloServerPlugin<Context> = { requestDidStart: async () => releaseWhenAnswered };

/**
 * The logger and each upstream client are made on first use: a request touches one or two services and logs
 * nothing. They are getters of the class, not of the object: Apollo copies the context's own properties for each
 * operation (`Object.assign`), which would call getters of the object itself and make every client each time.
 */
class RequestContext implements Context {
  readonly viewer: Viewer | null;
  readonly authError: string | null;
  readonly correlationId: string;
  readonly config: GatewayConfig;
  readonly request: RequestInfo;
  readonly sites: SiteDirectory;
  readonly printedPhotos: PrintedPhotos;
  private readonly upstream: UpstreamContext;
  private readonly rootLog: Logger;
  private readonly operationName: string | null;
  private child?: Logger;
  private customerApi?: CustomerApi;
  private photoApi?: PhotoApi;
  private storageApi?: StorageApi;
  private sharedAlbumsApi?: SharedAlbumsApi;
  private tempSelectionApi?: TempSelectionApi;
  private downloadApi?: DownloadApi;
  private orderApi?: OrderApi;
  private productApi?: ProductApi;
  private invoiceApi?: InvoiceApi;
  private voucherApi?: VoucherApi;
  private cutoffApi?: CutoffApi;
  private widgetApi?: WidgetApi;
  private galleryApi?: GalleryApi;
  private projectApi?: ProjectApi;
  private authApi?: AuthApi;
  private subscriptionApi?: SubscriptionApi;
  private feedbackApi?: FeedbackApi;
  private testingApi?: TestingApi;
  private supportChatApi?: SupportChatApi;

  constructor({ config, breakers, sites, printedPhotos, auth, correlationId, log, operationName, request }: ContextInput) {
    this.viewer = auth.viewer;
    this.sites = sites;
    this.printedPhotos = printedPhotos;
    this.authError = auth.authError;
    this.correlationId = correlationId;
    this.config = config;
    this.request = request;
    this.upstream = { config, token: auth.viewer?.token ?? null, correlationId, breakers };
    this.rootLog = log;
    this.operationName = operationName ?? null;
  }

  get log() {
    const { correlationId, operationName } = this;
    return (this.child ??= this.rootLog.child(operationName ? { correlationId, operation: operationName } : { correlationId }));
  }

  get customer() {
    return (this.customerApi ??= createCustomerApi(this.upstream));
  }

  get photo() {
    return (this.photoApi ??= createPhotoApi(this.upstream));
  }

  get storage() {
    return (this.storageApi ??= createStorageApi(this.upstream));
  }

  get sharedAlbums() {
    return (this.sharedAlbumsApi ??= createSharedAlbumsApi(this.upstream));
  }

  get tempSelection() {
    return (this.tempSelectionApi ??= createTempSelectionApi(this.upstream));
  }

  get download() {
    return (this.downloadApi ??= createDownloadApi(this.upstream));
  }

  get order() {
    return (this.orderApi ??= createOrderApi(this.upstream));
  }

  get product() {
    return (this.productApi ??= createProductApi(this.upstream));
  }

  get invoice() {
    return (this.invoiceApi ??= createInvoiceApi(this.upstream));
  }

  get voucher() {
    return (this.voucherApi ??= createVoucherApi(this.upstream));
  }

  get cutoff() {
    return (this.cutoffApi ??= createCutoffApi(this.upstream));
  }

  get widget() {
    return (this.widgetApi ??= createWidgetApi(this.upstream));
  }

  get gallery() {
    return (this.galleryApi ??= createGalleryApi(this.upstream));
  }

  get project() {
    return (this.projectApi ??= createProjectApi(this.upstream));
  }

  get auth() {
    return (this.authApi ??= createAuthApi(this.upstream));
  }

  get subscription() {
    return (this.subscriptionApi ??= createSubscriptionApi(this.upstream));
  }

  get feedback() {
    return (this.feedbackApi ??= createFeedbackApi(this.upstream));
  }

  get testing() {
    return (this.testingApi ??= createTestingApi(this.upstream));
  }

  get supportChat() {
    return (this.supportChatApi ??= createSupportChatApi(this.upstream));
  }

  /**
   * While a request waits for its upstream answers, its context and clients often live through a minor GC or two
   * and move to the old generation. Garbage there is only found by a major GC: until then, every answer they cached
   * (DataLoaders) would be kept alive through each minor GC as if still in use, copied, and moved there too: under
   * load a sixth of all the gateway allocated for the albums page was moved to the old generation, a twentieth now.
   */
  release() {
    this.customerApi?.clearCaches();
    this.photoApi?.clearCaches();
    this.sharedAlbumsApi?.clearCaches();
    this.downloadApi?.clearCaches();
    this.orderApi?.clearCaches();
    this.productApi?.clearCaches();
    this.invoiceApi?.clearCaches();
    this.voucherApi?.clearCaches();
    this.cutoffApi?.clearCaches();
    this.widgetApi?.clearCaches();
    this.galleryApi?.clearCaches();
    this.projectApi?.clearCaches();
    this.feedbackApi?.clearCaches();
    this.testingApi?.clearCaches();
    this.supportChatApi?.clearCaches();
  }
}
