// Saved projects service (contracts/project-api.yaml), mounted at /project-api. Behind the bearer: one page of the
// token owner's projects (another account's list is a 404) and the delete (unknown or another customer's → 404).
// The signed preview URL (no bearer, like blob URLs) is ./preview.ts.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/project-api';
import type { OriginRule } from '../../oidc/redirects';
import { deleteProject, projectPage, type ProjectDeps } from '../../projects/read';
import { isProjectId } from '../../projects/urls';
import { intParam } from '../order/params';
import { previewRoutes } from './preview';

type Page = operations['listProjects']['responses']['200']['content']['application/json'];
type ErrorBody = operations['listProjects']['responses']['404']['content']['application/json'];

export const MAX_SKIP = 100_000;
const MAX_ID_LENGTH = 40;

export function projectRoutes(deps: ProjectDeps, bearer: RequestHandler, origins: Pick<OriginRule, 'originAllowed'>): Router {
  const router = Router();
  router.use(previewRoutes(deps, origins));
  router.use(bearer);

  router.get('/api/v2/projects/:accountId', async (req: Request, res: Response<Page | ErrorBody>) => {
    if (String(req.params.accountId).toLowerCase() !== req.accountId) {
      return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such account.' });
    }
    const skip = intParam(req.query.skip, 'skip', 0, 0, MAX_SKIP);
    if ('error' in skip) return void res.status(400).json(skip.error);
    const limit = intParam(req.query.limit, 'limit', 10, 1, 100);
    if ('error' in limit) return void res.status(400).json(limit.error);
    res.json(await projectPage(deps, req.accountId!, skip.value, limit.value));
  });

  router.delete('/api/v2/project/:id', async (req: Request, res: Response<ErrorBody>) => {
    const id = String(req.params.id);
    if (id.length > MAX_ID_LENGTH) return void res.status(400).json({ code: 'INVALID_ID', message: `A project id has at most ${MAX_ID_LENGTH} characters.` });
    if (!isProjectId(id) || !(await deleteProject(deps, req.accountId!, id))) {
      return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such project.' });
    }
    res.status(204).end();
  });

  return router;
}
