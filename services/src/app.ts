// Composes the services process: OIDC provider, Customer API and Photo management API in one express 5 app.
import express, { type NextFunction, type Request, type Response } from 'express';
import { customerRoutes } from './apis/customer/routes';
import { photoRoutes } from './apis/photo/routes';
import { requireBearer } from './auth/bearer';
import type { ServicesConfig } from './config';
import { createDatabase, migrate, type Db } from './db';
import { seed } from './db/seed';
import { purgeExpired } from './oidc/adapter';
import { interactionRouter } from './oidc/interactions';
import { loadKeys, publicJwks } from './oidc/keys';
import { createProvider, resourceIndicatorFor } from './oidc/provider';
import { createOriginRule } from './oidc/redirects';

export const DEFAULT_AUDIENCE = 'my-account-api';

export interface Services {
  app: express.Express;
  db: Db;
  issuer: string;
  audience: string;
  close(): Promise<void>;
}

export async function createServices(config: ServicesConfig): Promise<Services> {
  const log = config.log ?? ((line: string) => console.log(line));
  const issuer = `${config.servicesPublicUrl.replace(/\/$/, '')}/oidc`;
  const audience = config.audience ?? DEFAULT_AUDIENCE;
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (await seed(db)) log('services: demo data seeded');
    await purgeExpired(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const keys = await loadKeys(config.dataDir);
  const origins = createOriginRule(config.publicUrl);
  const provider = createProvider({ issuer, audience, db, keys, origins });
  const basePath = new URL(issuer).pathname;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use((req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const correlationId = req.get('x-correlation-id');
    if (correlationId) log(`${req.method} ${req.originalUrl} correlation-id=${correlationId.slice(0, 100)}`);
    next();
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.use('/oidc/interaction', interactionRouter({
    provider, db, basePath, productOrigin: origins.productOrigin, resource: resourceIndicatorFor(audience),
  }));
  app.use('/oidc', provider.callback());

  const bearer = requireBearer({ issuer, audience, jwks: publicJwks(keys) });
  app.use('/customer-api', bearer, customerRoutes(db));
  app.use('/photo-api', bearer, photoRoutes(db));

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    log(`services: ${req.method} ${req.originalUrl} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    if (res.headersSent) return;
    res.status(500).json({ message: 'Internal server error.' });
  });

  return { app, db, issuer, audience, close: () => db.destroy() };
}
