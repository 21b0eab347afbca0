// GET /project-api/api/v2/project/{id}/preview?expires&sig — a saved project's preview (JPEG), followed by the
// browser without a token: the signature must be the project owner's (projects/urls.ts), not expired, of a live
// account; another account's, tampered or expired → 403, unknown → 404. CORS for the product origins, like blob URLs.
import { Router, type Request, type Response } from 'express';
import { maxAgeSeconds } from '../../blob/signing';
import type { OriginRule } from '../../oidc/redirects';
import { signedProject, type ProjectDeps } from '../../projects/read';
import { isProjectId, PREVIEW_FILE, previewKey } from '../../projects/urls';
import { productCors } from '../storage/cors';

export function previewRoutes({ db, blobs, signer }: ProjectDeps, origins: Pick<OriginRule, 'originAllowed'>): Router {
  const router = Router();
  const path = '/api/v2/project/:id/preview';
  router.all(path, productCors(origins, 'GET, OPTIONS'));
  router.get(path, async (req: Request, res: Response) => {
    const id = String(req.params.id);
    const project = isProjectId(id) ? await signedProject(db, id) : undefined;
    if (!project) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such project.' });
    if (!signer.verify(project.account_id, previewKey(id), req.query.expires, req.query.sig)) {
      return void res.status(403).json({ code: 'FORBIDDEN', message: 'The URL is invalid or expired.' });
    }
    const bytes = project.preview_hash ? await blobs.readBuffer(project.preview_hash, PREVIEW_FILE) : undefined;
    if (!bytes) return void res.status(404).json({ code: 'NOT_FOUND', message: 'This project has no preview.' });
    res.set({
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.length),
      'Cache-Control': `private, max-age=${maxAgeSeconds(req.query.expires)}`,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(bytes);
  });
  return router;
}
