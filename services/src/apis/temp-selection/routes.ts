// Temporary selection service (contracts/temp-selection-api.yaml): POST stores the customer's chosen photo ids for
// the prints editor (own photos only; 400 naming the others), GET reads them back for their creator only (404 for
// anyone else, unknown or expired ids). Selections expire after 24 hours.
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/temp-selection-api';
import type { LibraryDeps } from '../../library/deps';
import { createTempSelection, readTempSelection, TEMP_SELECTION_MAX } from '../../library/temp-selections';
import { jsonBody, parseIdList } from '../limits';

type Created = operations['createTempSelection']['responses']['201']['content']['application/json'];
type Selection = operations['getTempSelection']['responses']['200']['content']['application/json'];
/** The contract's error body, plus the refused ids on a 400 for foreign or unknown photos. */
type ErrorBody = { code?: string; message: string; failed?: string[] };

export function tempSelectionRoutes({ db }: LibraryDeps): Router {
  const router = Router();
  router.use(jsonBody());

  router.post('/temp-selections', async (req: Request, res: Response<Created | ErrorBody>) => {
    const list = parseIdList(req.body?.photoIds, 'photoIds', TEMP_SELECTION_MAX);
    if ('error' in list) {
      res.status(400).json(list.error);
      return;
    }
    const result = await createTempSelection(db, req.accountId!, list.ids);
    if ('rejected' in result) {
      res.status(400).json({ message: `These photos are not in your library: ${result.rejected.join(', ')}`, failed: result.rejected });
      return;
    }
    res.status(201).json({ tempSelectionId: result.id });
  });

  router.get('/temp-selections/:tempSelectionId', async (req: Request, res: Response<Selection | ErrorBody>) => {
    const selection = await readTempSelection(db, String(req.params.tempSelectionId), req.accountId!);
    if (!selection) {
      res.status(404).json({ message: 'No such selection (or it has expired).' });
      return;
    }
    res.json({ photoIds: selection.photoIds });
  });

  return router;
}
