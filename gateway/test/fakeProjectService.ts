// The saved projects service as msw handlers over one state: pages by skip/limit (most recently edited first, ties by
// id, descending) with the account's total, and deletes. Every call is recorded (so a test counts the REST calls of a query); only
// the token owner's list and projects are answered (another account's list and another customer's project are 404s),
// as the real service does.
import { http, HttpResponse } from 'msw';
import type { UpstreamProject } from '../src/upstream/project';
import { ownerOf, refusal } from './fakeOrderService';
import { PROJECT_API } from './helpers';

export const AVA_ID = 'acc-ava';
export const EMMA_ID = 'acc-emma';
const HOUR = 3600_000;
const PRODUCTS = ['Photo book A4 landscape', 'Calendar A3 2027', 'Canvas 60x40', 'Greeting cards', 'Photo book XL'];

export interface ProjectCall { method: string; path: string; query: URLSearchParams }

/** `count` projects of `owner`, edited an hour apart (newest first), ids `<prefix>-<nn>`. */
export const projectsOf = (prefix: string, count: number): UpstreamProject[] => Array.from({ length: count }, (_, n) => ({
  id: `${prefix}-${String(n).padStart(3, '0')}`, name: `${prefix} project ${n}`, productName: PRODUCTS[n % PRODUCTS.length]!,
  articleType: 'photobook', lastEditedAt: new Date(Date.UTC(2026, 10, 20) - n * HOUR).toISOString(),
  createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(), previewUrl: n % 7 === 6 ? null : `http://project.test/preview/${prefix}-${n}?sig=x`,
  editorUrl: `http://project.test/editor/projects/${prefix}-${n}`,
}));

/** The service's order: most recently edited first, ties by id (descending, as the services do). */
export const byServiceOrder = (a: UpstreamProject, b: UpstreamProject) =>
  Date.parse(b.lastEditedAt) - Date.parse(a.lastEditedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export function createFakeProjectService() {
  const state = { projects: new Map<string, UpstreamProject[]>(), down: false, calls: [] as ProjectCall[] };
  const reset = () => {
    state.projects = new Map([[AVA_ID, projectsOf('AVA', 35)], [EMMA_ID, projectsOf('EMMA', 4)]]);
    state.down = false;
    state.calls = [];
  };
  reset();
  /** The account's projects in the service's order (what a customer would see in one endless list). */
  const listOf = (accountId: string) => [...(state.projects.get(accountId) ?? [])].sort(byServiceOrder);
  const seen = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push({ method: request.method, path: url.pathname, query: url.searchParams });
    return { url, owner: ownerOf(request) };
  };

  const handlers = [
    http.get(`${PROJECT_API}/api/v2/projects/:accountId`, ({ request, params }) => {
      const { url, owner } = seen(request);
      if (state.down) return refusal(500, 'secret-database-detail at db.internal:5432');
      if (!owner) return refusal(401, 'No token');
      if (params.accountId !== owner) return refusal(404, 'No such account');
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      if (!(Number.isInteger(skip) && skip >= 0 && skip <= 100_000 && Number.isInteger(limit) && limit >= 1 && limit <= 100)) {
        return refusal(400, 'skip must be 0-100000 and limit 1-100.');
      }
      const all = listOf(owner);
      return HttpResponse.json({ projects: all.slice(skip, skip + limit), totalProjectCount: all.length });
    }),
    http.delete(`${PROJECT_API}/api/v2/project/:id`, ({ request, params }) => {
      const { owner } = seen(request);
      if (state.down) return refusal(500, 'boom');
      const mine = state.projects.get(owner ?? '') ?? [];
      const index = mine.findIndex((project) => project.id === params.id);
      if (index < 0) return refusal(404, 'There is no such project.');
      mine.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { state, reset, handlers, listOf };
}
