// Storage API (contracts/storage-api.yaml), mounted at /storage-api: uploads, uploads made before sign-in and their lookup, signed
// blob URLs.
import { Router, type RequestHandler } from 'express';
import type { LibraryDeps } from '../../library/deps';
import type { OriginRule } from '../../oidc/redirects';
import { anonymousUploadRoutes } from './anonymous';
import { anonymousSlotRoutes } from './anonymous-slots';
import { blobRoutes } from './blobs';
import { uploadRoutes } from './uploads';

export function storageRoutes(deps: LibraryDeps, bearer: RequestHandler, origins: OriginRule): Router {
  const router = Router();
  router.use(uploadRoutes(deps, bearer, origins));
  router.use(anonymousUploadRoutes(deps.db, bearer));
  router.use(anonymousSlotRoutes(deps, origins));
  router.use(blobRoutes(deps, origins));
  return router;
}
