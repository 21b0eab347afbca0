// Photo management API (contracts/photo-api.yaml): counts, timeline and activation of the token owner's library;
// photo pages and changes in ./photos.ts; albums in ./albums.ts; the import live connection is push/socket.ts at /photo-api/import.
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import type { components } from '../../../contracts/__generated__/photo-api';
import type { ImportJobs } from '../../library/activation';
import type { LibraryDeps } from '../../library/deps';
import { jsonBody } from '../limits';
import { albumRoutes } from './albums';
import { photoListRoutes } from './photos';

type UserSummary = components['schemas']['UserSummary'];
type TimelineSummary = components['schemas']['TimelineSummary'];

export function photoRoutes(deps: LibraryDeps, jobs: ImportJobs): Router {
  const { db } = deps;
  const router = Router();
  router.use(jsonBody());

  // albumsCount counts every own album, own shared albums included: it equals the number of albums that
  // GET /albums?displaySharedData=true lists (albums shared WITH the customer are the shared-albums API's).
  router.get('/users', async (req: Request, res: Response<UserSummary>) => {
    const userId = req.accountId!;
    const row = await db
      .selectNoFrom((eb) => [
        eb.selectFrom('photos').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).as('photosCount'),
        eb.selectFrom('albums').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).as('albumsCount'),
      ])
      .executeTakeFirstOrThrow();
    res.json({ photosCount: Number(row.photosCount ?? 0), albumsCount: Number(row.albumsCount ?? 0) });
  });

  // Photos without a date taken count under January 1970 (like the real service). Months are UTC.
  router.get('/users/timeline', async (req: Request, res: Response<TimelineSummary>) => {
    const utc = sql`(date_taken at time zone 'UTC')`;
    const rows = await db
      .selectFrom('photos')
      .select([
        sql<number>`coalesce(extract(year from ${utc}), 1970)::int`.as('year'),
        sql<number>`coalesce(extract(month from ${utc}), 1)::int`.as('month'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('user_id', '=', req.accountId!)
      .groupBy(sql`1, 2`)
      .orderBy(sql`1, 2`)
      .execute();
    const summary: TimelineSummary = {};
    for (const { year, month, count } of rows) {
      (summary[String(year)] ??= {})[String(month)] = Number(count);
    }
    res.json(summary);
  });

  router.get('/users/activate', async (req: Request, res: Response) => {
    res.json(await jobs.status(req.accountId!));
  });
  router.post('/users/activate', async (req: Request, res: Response) => {
    res.status(202).json(await jobs.activate(req.accountId!));
  });

  router.use(photoListRoutes(deps));
  router.use(albumRoutes(deps));

  return router;
}
