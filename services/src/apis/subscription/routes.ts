// Subscription service (contracts/subscription-api.yaml), mounted at /subscription-api, no authentication: confirms a
// newsletter subscription from its double opt-in link (account/subscriptions.ts).
import { Router } from 'express';
import { confirmSubscription } from '../../account/subscriptions';
import type { Db } from '../../db';

export function subscriptionRoutes(db: Db): Router {
  const router = Router();
  router.post('/api/v1/Profiles/:email/subscription/confirm/:token', async (req, res) => {
    const answer = await confirmSubscription({ db }, String(req.params.email), String(req.params.token));
    if ('refusal' in answer) {
      const { status, ...error } = answer.refusal;
      return void res.status(status).json(error);
    }
    res.json(answer.value);
  });
  return router;
}
