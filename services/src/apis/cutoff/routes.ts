// Order cut-off service (contracts/cutoff-api.yaml), mounted at /cutoff-api behind the bearer: the article groups and
// the campaigns by name (404 for an unknown one), dated from the moment asked.
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/cutoff-api';
import { articleGroups, campaigns } from './groups';

type Groups = operations['listArticleGroups']['responses']['200']['content']['application/json'];
type Campaign = operations['getCampaign']['responses']['200']['content']['application/json'];
type ErrorBody = operations['getCampaign']['responses']['404']['content']['application/json'];

export function cutoffRoutes(): Router {
  const router = Router();
  router.get('/v1/ArticleGroup', (_req: Request, res: Response<Groups>) => {
    res.json({ items: articleGroups(new Date()) });
  });
  router.get('/v1/Campaign/:name', (req: Request, res: Response<Campaign | ErrorBody>) => {
    const campaign = campaigns(new Date()).find((c) => c.name === String(req.params.name));
    if (!campaign) return void res.status(404).json({ code: 'NOT_FOUND', message: 'Campaign not found.' });
    res.json(campaign);
  });
  return router;
}
