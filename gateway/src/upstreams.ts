/**
 * THE list of the retailer's services the gateway calls, one entry per base URL: its configuration key, its variable,
 * where the reference services offer it, and what it is. The gateway's configuration (config.ts), `npm start`
 * (scripts/serve.mjs), the tests that start the reference services and the README's table (scripts/upstreamsTable.mjs,
 * run by `pnpm codegen`) all read it; no other file spells these variables.
 */
export const UPSTREAMS = {
  customerApiUrl: { variable: 'CUSTOMER_API_URL', path: '/customer-api', about: 'Customer API base URL' },
  photoApiUrl: { variable: 'PHOTO_API_URL', path: '/photo-api', about: 'Photo management API base URL' },
  storageApiUrl: { variable: 'STORAGE_API_URL', path: '/storage-api', about: 'Storage API base URL (upload slots; signed upload and image URLs)' },
  sharedAlbumsApiUrl: { variable: 'SHARED_ALBUMS_API_URL', path: '/shared-albums-api', about: 'Legacy shared albums API' },
  tempSelectionApiUrl: {
    variable: 'TEMP_SELECTION_API_URL',
    path: '/temp-selection-api',
    about: 'Temporary selection service (prints hand-off)',
  },
  printsEditorUrl: {
    variable: 'PRINTS_EDITOR_URL',
    path: '/editor',
    about: "Prints editor the browser is sent to (the services' stand-in page)",
  },
  photoImportSocketUrl: {
    variable: 'PHOTO_IMPORT_SOCKET_URL',
    path: '/photo-api/import',
    socket: true,
    about: 'Photo import live connection (WebSocket)',
  },
  downloadApiUrl: {
    variable: 'DOWNLOAD_API_URL',
    path: '/download-api',
    about: 'Download API (zip archives of up to 100 photos; signed archive URLs)',
  },
  downloadSocketUrl: {
    variable: 'DOWNLOAD_SOCKET_URL',
    path: '/download-api/live',
    socket: true,
    about: 'Download live connection (WebSocket, archive events; one per customer in the gateway)',
  },
  orderApiUrl: {
    variable: 'ORDER_API_URL',
    path: '/order-api',
    about: 'Order service (super orders, delivery address, delivery dates, reorder, blocked orders)',
  },
  productApiUrl: {
    variable: 'PRODUCT_API_URL',
    path: '/product-api',
    about: "Product service (an ordered product's files; signed product PDF URLs)",
  },
  invoiceApiUrl: {
    variable: 'INVOICE_API_URL',
    path: '/invoice-api',
    about: "Invoice service (a business customer's current and historical invoices and their PDFs)",
  },
  projectApiUrl: {
    variable: 'PROJECT_API_URL',
    path: '/project-api',
    about: 'Saved projects service (projects started in the editor; signed preview URLs)',
  },
  voucherApiUrl: { variable: 'VOUCHER_API_URL', path: '/voucher-api', about: 'Voucher API (the offer behind a voucher code)' },
  cutoffApiUrl: {
    variable: 'CUTOFF_API_URL',
    path: '/cutoff-api',
    about: 'Order cut-off service (article groups and campaigns: order before … for delivery by …)',
  },
  widgetApiUrl: {
    variable: 'WIDGET_API_URL',
    path: '/widget-api',
    about: 'Widget service (online versions of ordered photo books, shared by e-mail, and their gallery entries)',
  },
  authApiUrl: {
    variable: 'AUTH_API_URL',
    path: '/auth-api',
    about: 'Auth service (e-mail changes and account deletion of a sign-in identity, confirmed by e-mailed links)',
  },
  subscriptionApiUrl: {
    variable: 'SUBSCRIPTION_API_URL',
    path: '/subscription-api',
    about: 'Subscription service (newsletter double opt-in confirmations; no authentication)',
  },
  merchandiseApiUrl: {
    variable: 'MERCHANDISE_API_URL',
    path: '/merchandise-api',
    about: 'Merchandise service, a GraphQL API at `<url>/graphql` (sales channels: vendor, locale, shop, currency, article catalogue)',
  },
  publicConfigUrl: {
    variable: 'PUBLIC_CONFIG_URL',
    path: '/public-config-api',
    about: "Public config service (`GET <url>/<brand domain>`: the brand's menu and routes)",
  },
  feedbackApiUrl: {
    variable: 'FEEDBACK_API_URL',
    path: '/feedback-api',
    about: "Feedback service (the feedback survey's answers and dismissals, one per customer)",
  },
  testingApiUrl: {
    variable: 'TESTING_API_URL',
    path: '/testing-api',
    about: 'A/B testing tool (sticky variants of the experiment `sample-test`, exposures)',
  },
  supportChatApiUrl: {
    variable: 'SUPPORT_CHAT_API_URL',
    path: '/support-chat-api',
    about: "Support chat service (the customer's conversation with customer support; its agent page is `$SERVICES_PUBLIC_URL/support-chat/agent`)",
  },
  supportChatSocketUrl: {
    variable: 'SUPPORT_CHAT_SOCKET_URL',
    path: '/support-chat-api/live',
    socket: true,
    about: 'Support chat live connection (WebSocket, new messages; one per customer in the gateway)',
  },
} as const satisfies Record<string, { variable: string; path: string; socket?: true; about: string }>;

export type UpstreamKey = keyof typeof UPSTREAMS;

/** The reference services' origin when nothing is configured (`npm start`'s services port). */
export const DEFAULT_SERVICES_ORIGIN = 'http://localhost:4001';

/** Where the reference services on `origin` offer each upstream (a socket on the same host, over ws:/wss:). */
export function upstreamUrlsAt(origin: string): Record<UpstreamKey, string> {
  const base = origin.replace(/\/+$/, '');
  return Object.fromEntries(
    Object.entries(UPSTREAMS).map(([key, upstream]) => [
      key,
      `${'socket' in upstream ? base.replace(/^http/, 'ws') : base}${upstream.path}`,
    ]),
  ) as Record<UpstreamKey, string>;
}

/** The same, as the environment variables a gateway reads (for a stack started with the reference services). */
export function upstreamVariablesAt(origin: string): Record<string, string> {
  const urls = upstreamUrlsAt(origin);
  return Object.fromEntries(Object.entries(UPSTREAMS).map(([key, { variable }]) => [variable, urls[key as UpstreamKey]]));
}
