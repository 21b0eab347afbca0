// The widget service's gallery as msw handlers over the order fake's world (its super orders, widgets and blocked
// orders): the fixed categories, and one entry per widget and channel (create, read, replace the categories, remove)
// with the service's refusals — 401 for a widget that is not the customer's (or none), 400 with field errors for the
// categories, 404 without an entry, 409 ALREADY_EXISTS / NOT_READY / BLOCKED. Calls are recorded in the order fake's list.
import { http, HttpResponse } from 'msw';
import type { UpstreamGalleryEntry } from '../src/upstream/gallery';
import { ownerOf, refusal, type FakeOrderState } from './fakeOrderService';
import { WIDGET_API } from './helpers';

export const CATEGORIES = [
  ['travel', 'Travel'], ['family', 'Family'], ['wedding', 'Wedding'], ['holiday', 'Holiday'], ['baby', 'Baby'], ['nature', 'Nature'],
  ['city', 'City'], ['celebration', 'Celebration'],
].map(([code, name]) => ({ code: code!, name: name! }));

/** The services' messages for the categories (the team plan). */
function categoryErrors(codes: unknown) {
  const list = Array.isArray(codes) ? codes : [];
  const message = list.length === 0 ? 'Please choose at least one category'
    : list.length > 3 ? 'Please choose at most 3 categories'
      : list.every((code) => CATEGORIES.some((c) => c.code === code)) ? null : 'Unknown category';
  return message ? [{ field: 'categories', message }] : [];
}

export function createFakeGalleryService(orders: FakeOrderState) {
  const state = { entries: new Map<string, UpstreamGalleryEntry>(), down: false };
  const reset = () => {
    state.entries = new Map();
    state.down = false;
  };
  const key = (code: string, channel: string) => `${code}|${channel}`;
  /** Records the call; the widget of `code` when the product is the token owner's and has one. */
  const widgetOf = (request: Request, code: string) => {
    const url = new URL(request.url);
    orders.calls.push({ method: request.method, path: url.pathname, query: url.searchParams });
    const owner = ownerOf(request);
    const own = orders.superOrders.some((o) => o.accountId === owner && o.orders.some((p) => p.orderCode === code));
    return { url, widget: own ? orders.widgets.get(code) : undefined };
  };
  const entryJson = (code: string, channel: string, categories: string[], createdAt?: string): UpstreamGalleryEntry => ({
    id: code, widgetId: code, channel, createdAt: createdAt ?? new Date().toISOString(), updatedAt: new Date().toISOString(),
    categories: categories.map((c) => CATEGORIES.find((category) => category.code === c)!),
  });
  const noWidget = () => refusal(401, 'No online version for this product.', { code: 'NO_WIDGET' });
  const invalid = (fieldErrors: { field: string; message: string }[]) => refusal(400, 'The categories are not valid.', { code: 'INVALID_CATEGORIES', fieldErrors });

  const handlers = [
    http.get(`${WIDGET_API}/v1/categories`, ({ request }) => {
      widgetOf(request, '');
      return state.down ? refusal(500, 'boom') : HttpResponse.json({ items: CATEGORIES });
    }),
    http.get(`${WIDGET_API}/v1/galleryentries/:id`, ({ request, params }) => {
      const { url, widget } = widgetOf(request, String(params.id));
      if (state.down) return refusal(500, 'boom');
      if (!widget) return noWidget();
      const entry = state.entries.get(key(widget.productCode, url.searchParams.get('channel') ?? ''));
      return entry ? HttpResponse.json(entry) : refusal(404, 'Not in the gallery.');
    }),
    http.post(`${WIDGET_API}/v1/galleryentries/`, async ({ request }) => {
      const body = await request.clone().json() as { widgetId: string; channel: string; categories: string[] };
      const { widget } = widgetOf(request, body.widgetId);
      if (!widget) return noWidget();
      const fieldErrors = categoryErrors(body.categories);
      if (fieldErrors.length) return invalid(fieldErrors);
      if (state.entries.has(key(widget.productCode, body.channel))) return refusal(409, 'Already in the gallery.', { code: 'ALREADY_EXISTS' });
      if (orders.blocked.has(widget.orderCode)) return refusal(409, 'Blocked.', { code: 'BLOCKED' });
      if (widget.status !== 'READY') return refusal(409, 'Not ready.', { code: 'NOT_READY' });
      const entry = entryJson(widget.productCode, body.channel, body.categories);
      state.entries.set(key(widget.productCode, body.channel), entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.put(`${WIDGET_API}/v1/galleryentries/:id`, async ({ request, params }) => {
      const body = await request.clone().json() as { categories: string[] };
      const { url, widget } = widgetOf(request, String(params.id));
      if (!widget) return noWidget();
      const k = key(widget.productCode, url.searchParams.get('channel') ?? '');
      const existing = state.entries.get(k);
      if (!existing) return refusal(404, 'Not in the gallery.');
      const fieldErrors = categoryErrors(body.categories);
      if (fieldErrors.length) return invalid(fieldErrors);
      const entry = entryJson(widget.productCode, existing.channel, body.categories, existing.createdAt);
      state.entries.set(k, entry);
      return HttpResponse.json(entry);
    }),
    http.delete(`${WIDGET_API}/v1/galleryentries/:id`, ({ request, params }) => {
      const { url, widget } = widgetOf(request, String(params.id));
      if (!widget) return noWidget();
      return state.entries.delete(key(widget.productCode, url.searchParams.get('channel') ?? ''))
        ? new HttpResponse(null, { status: 204 })
        : refusal(404, 'Not in the gallery.');
    }),
  ];
  return { state, reset, handlers };
}
