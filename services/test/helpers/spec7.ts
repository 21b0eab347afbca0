/**
 * Spec §7 "The calls it makes", transcribed: every call it names with a path, as `METHOD /path`, under its heading.
 * A contract operation marked `x-spec: named` must be one of these (path parameters may be named differently: they
 * are not part of the URL). Where §7 names the path but words the method, the method it means is written and the
 * wording kept beside it. Calls §7 describes without a path are the reference's choice (`x-spec: unnamed`) and are
 * not listed: the prints editor redirect, the import and download live connections, 'POST direct reorder with query
 * OrderCode', 'a paged list with offset and limit', 'a voucher refresh by product code', the merchandise 'GraphQL
 * POST', the A/B testing tool's offers, and config.json and locales/{locale}.json (the site origin, not the gateway).
 */
export const SPEC7_CALLS: ReadonlyArray<{ api: string; calls: readonly string[] }> = [
  {
    api: 'Photo management API',
    calls: [
      'GET /photos/timeline/{year}/{month}', 'GET /users', 'GET /users/timeline', 'POST /users/activate', 'GET /users/activate',
      'DELETE /photos', 'DELETE /photos/all', 'GET /photos', 'POST /albums', 'PATCH /albums/{id}', 'DELETE /albums/{id}',
      'GET /albums', 'GET /albums/{id}', 'GET /albums/{id}/photos', 'POST /albums/{id}/photos', 'DELETE /albums/{id}/photos',
    ],
  },
  {
    api: 'Shared albums API',
    calls: [
      'GET /shared-albums', 'GET /users', 'GET /shared-albums/{id}', 'GET /shared-albums/{id}/participants',
      'GET /shared-albums/{id}/photos', 'DELETE /shared-albums/{id}',
    ],
  },
  // 'POST downloads with body id, name, photos'.
  { api: 'Download API', calls: ['GET /downloads', 'GET /downloads/{id}/url', 'POST /downloads', 'POST /shared-album-downloads'] },
  { api: 'Temporary selection service', calls: ['POST /temp-selections', 'GET /temp-selections/{id}'] },
  {
    api: 'Customer API',
    calls: [
      'GET /customers/me',
      'PUT /customers/me', // 'An update of /customers/me'
      'PATCH /customers/me', // 'A partial update of /customers/me with callbackUrl and callbackFormat'
      'GET /customers/me/addresses', 'POST /customers/me/addresses',
      'PUT /customers/me/addresses/{id}', 'DELETE /customers/me/addresses/{id}', // 'Update and delete /customers/me/addresses/{id}'
    ],
  },
  { api: 'Voucher API', calls: ['GET /api/v1/campaigns/offers/{code}'] },
  {
    api: 'Auth service',
    calls: [
      'POST /v2/identities/{idpType}/{idpSub}/deleteaccount',
      'POST /v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm',
      'POST /v2/identities/{idpType}/{idpSub}/emailchanges',
      'POST /v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm',
    ],
  },
  { api: 'Subscription', calls: ['POST /api/v1/Profiles/{email}/subscription/confirm/{token}'] },
  {
    api: 'Invoices',
    calls: ['GET /api/v1/InvoiceGroupFiles/me/{id}', 'GET /api/v1/HistoricalInvoice/me', 'GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel}'],
  },
  { api: 'Products and PDFs', calls: ['GET /v1/Products/{code}', 'GET /v1/pdf/me/{code}', 'GET /v1/Pdfs/me'] },
  { api: 'Order cut-off', calls: ['GET /v1/ArticleGroup', 'GET /v1/Campaign/{name}'] },
  { api: 'Delivery and reorder', calls: ['GET /OrderDeliveryDates/{orderId}', 'GET /reorder/status/{orderId}'] },
  // 'GET /uploads/{id}?accountId={accountId}', then 'POST /getanonymousuploads with [id]'.
  { api: 'Storage', calls: ['GET /uploads/{id}', 'POST /getanonymousuploads'] },
  {
    api: 'Widget service',
    calls: ['GET /v1/widget/{code}', 'DELETE /v1/widget/{code}', 'PUT /v1/widget/{code}/share', 'POST /v1/widget/{code}', 'GET /v1/widget/all'],
  },
  {
    api: 'Widget gallery',
    calls: [
      'GET /v1/galleryentries/{id}', 'POST /v1/galleryentries/', 'PUT /v1/galleryentries/{widgetId}',
      'DELETE /v1/galleryentries/{id}', 'GET /v1/categories', 'GET /v1/blockedorders/{id}',
    ],
  },
  {
    api: 'Order service',
    calls: [
      'GET /v2/superorders/me', 'GET /v1/superorders/{code}', 'GET /orders/byAccount/{accountId}', 'GET /v1/Orders/{code}',
      'PUT /v1/superorders/{code}/deliveryAddress', // 'An update of /v1/superorders/{code}/deliveryAddress'
    ],
  },
  // 'The path for deleting a project is /api/v2/project/{id}; its method and answer are not shown.'
  { api: 'Saved projects service', calls: ['GET /api/v2/projects/{accountId}', 'DELETE /api/v2/project/{id}'] },
  // 'GET {config}/{brand domain}'.
  { api: 'Public config', calls: ['GET /{domain}'] },
];
