// Testing tool (contracts/testing-api.yaml), mounted at /testing-api behind the bearer and the deleted-account check:
// the token owner's sticky variant of an experiment (drawn and stored by the first offer), their exposures recorded
// and listed; the events the product tracks recorded and listed. An experiment the tool does not run is a 404
// UNKNOWN_EXPERIMENT, an event it does not know a 400 UNKNOWN_EVENT.
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/testing-api';
import {
  eventsOf, exposuresOf, isEventName, isExperiment, offer, recordExposure, trackEvent, type Exposure, type Offer, type TrackedEvent,
} from '../../experiments/testing';
import type { Db } from '../../db';
import { jsonBody } from '../limits';

type ErrorBody = components['schemas']['Error'];

function knownExperiment(req: Request, res: Response<ErrorBody>, next: NextFunction) {
  if (!isExperiment(String(req.params.experiment))) {
    return void res.status(404).json({ code: 'UNKNOWN_EXPERIMENT', message: 'The testing tool runs no experiment of this name.' });
  }
  next();
}

export function testingRoutes(db: Db): Router {
  const router = Router();
  const experiment = (req: Request) => String(req.params.experiment);

  router.post('/v1/experiments/:experiment/offer', knownExperiment, async (req: Request, res: Response<Offer>) => {
    res.json(await offer(db, req.accountId!, experiment(req)));
  });

  router.post('/v1/experiments/:experiment/exposures', knownExperiment, async (req: Request, res: Response<Exposure>) => {
    res.status(201).json(await recordExposure(db, req.accountId!, experiment(req)));
  });

  router.get('/v1/experiments/:experiment/exposures', knownExperiment, async (req: Request, res: Response<{ items: Exposure[] }>) => {
    res.json({ items: await exposuresOf(db, req.accountId!, experiment(req)) });
  });

  router.post('/v1/events', jsonBody('1kb'), async (req: Request, res: Response<TrackedEvent | ErrorBody>) => {
    const name = (req.body as { name?: unknown } | undefined)?.name;
    if (!isEventName(name)) return void res.status(400).json({ code: 'UNKNOWN_EVENT', message: 'The testing tool tracks no event of this name.' });
    res.status(201).json(await trackEvent(db, req.accountId!, name));
  });

  router.get('/v1/events', async (req: Request, res: Response<{ items: TrackedEvent[] }>) => {
    res.json({ items: await eventsOf(db, req.accountId!) });
  });

  return router;
}
