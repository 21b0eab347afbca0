import type { components, paths } from '@my-account/services/contracts/project-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';

export type UpstreamProject = components['schemas']['Project'];

/** Projects per GET /api/v2/projects/{accountId} at most (its `limit` is 1-100). */
export const PROJECT_BATCH_SIZE = 100;
/** The largest `skip` the service takes (contract). */
export const MAX_PROJECT_SKIP = 100_000;
/** Project ids are at most this long (contract); a longer one is unknown without a call. */
export const MAX_PROJECT_ID_LENGTH = 40;

/** One page of saved projects (most recently edited first, ties by id) and how many the account has. */
export interface ProjectPage {
  projects: UpstreamProject[];
  totalProjectCount: number;
}

export interface ProjectApi {
  /** GET /api/v2/projects/{accountId}?skip&limit (limit 1-100): one page; the same page once per request. */
  projects(accountId: string, skip: number, limit: number): Promise<ProjectPage>;
  /** Every project of the account in batches of 100 (the first, then the rest at once); once per request. */
  allProjects(accountId: string): Promise<UpstreamProject[]>;
  /** DELETE /api/v2/project/{id}: true when deleted, false when unknown or another customer's (404) or no project id at all (400). */
  deleteProject(id: string): Promise<boolean>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

/**
 * The saved projects service. It answers only the token owner's projects: another account's list, and another
 * customer's project, are 404s.
 */
export function createProjectApi(ctx: UpstreamContext): ProjectApi {
  const service: ServiceInfo = { name: 'project', label: 'saved projects service', baseUrl: ctx.config.projectApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Project API');
  const LIST = '/api/v2/projects/{accountId}';

  const pages = perKeyLoader(async (key: string): Promise<ProjectPage> => {
    const [accountId = '', skip, limit] = JSON.parse(key) as [string, number, number];
    const { data } = await call('GET', LIST, () => client.GET(LIST, { params: { path: { accountId }, query: { skip, limit } } }));
    return body(data, `GET ${LIST}`);
  });
  const page = (accountId: string, skip: number, limit: number) => pages.load(JSON.stringify([accountId, skip, limit]));
  const all = perKeyLoader(async (accountId: string): Promise<UpstreamProject[]> => {
    const first = await page(accountId, 0, PROJECT_BATCH_SIZE);
    const skips = [];
    for (let skip = first.projects.length; skip < first.totalProjectCount && first.projects.length > 0; skip += PROJECT_BATCH_SIZE) skips.push(skip);
    const rest = await Promise.all(skips.map((skip) => page(accountId, skip, PROJECT_BATCH_SIZE)));
    return [first, ...rest].flatMap((p) => p.projects);
  });

  return {
    projects: page,
    allProjects: (accountId) => all.load(accountId),
    async deleteProject(id) {
      const path = '/api/v2/project/{id}';
      const { response } = await call('DELETE', path, () => client.DELETE(path, { params: { path: { id } } }), [400, 404]);
      pages.clearAll();
      all.clearAll();
      return response.ok;
    },
    clearCaches() {
      pages.clearAll();
      all.clearAll();
    },
  };
}
