// What the photo-book screens ask of the order and widget services beyond the order pages' calls, as msw handlers over
// the order fake's state: the account's inner orders of the named articles (GET /orders/byAccount/{accountId}, the
// token's own account only: another is a 404), one widget by product code and its removal (401: the widget service's
// "none"). Every call is recorded in the same list.
import { http, HttpResponse } from 'msw';
import { ownerOf, refusal, type FakeOrderState } from './fakeOrderService';
import { ORDER_API, WIDGET_API } from './helpers';

export function createFakePhotoBookHandlers(state: FakeOrderState) {
  const seen = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push({ method: request.method, path: url.pathname, query: url.searchParams });
    return { url, owner: ownerOf(request) };
  };
  const products = (owner: string | null) => state.superOrders.filter((o) => o.accountId === owner).flatMap((o) => o.orders);
  const widgetOf = (owner: string | null, code: string) => (products(owner).some((p) => p.orderCode === code) ? state.widgets.get(code) : undefined);

  return [
    http.get(`${ORDER_API}/orders/byAccount/:accountId`, ({ request, params }) => {
      const { url, owner } = seen(request);
      if (state.down.has('orders')) return refusal(500, 'boom');
      if (params.accountId !== owner) return refusal(404, 'No such account.');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      if (limit > 100) return refusal(400, 'limit is 1-100');
      const names = url.searchParams.has('articleNames') ? new Set(url.searchParams.get('articleNames')!.split(',')) : null;
      const all = products(owner).filter((p) => !names || names.has(p.articleName))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderCode.localeCompare(a.orderCode));
      return HttpResponse.json({ items: all.slice(offset, offset + limit), total: all.length });
    }),
    http.get(`${WIDGET_API}/v1/widget/:code`, ({ request, params }) => {
      const { owner } = seen(request);
      if (state.down.has('widgets')) return refusal(500, 'boom');
      const widget = widgetOf(owner, String(params.code));
      return widget ? HttpResponse.json(widget) : refusal(401, 'No widget');
    }),
    http.delete(`${WIDGET_API}/v1/widget/:code`, ({ request, params }) => {
      const { owner } = seen(request);
      const code = String(params.code);
      if (!widgetOf(owner, code)) return refusal(401, 'No widget');
      state.widgets.delete(code);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
