// The editor stand-in's page of a saved project: GET /editor/projects/{id}?expires&sig, the project's editorUrl. No
// token: the signature (the owner's, projects/urls.ts) is the capability; another account's, tampered or expired →
// 403, unknown (or of a deleted account) → 404. Shows the name, the product and the preview; every value escaped.
import { Router, type Request, type Response } from 'express';
import type { LibraryDeps } from '../../library/deps';
import { signedProject } from '../../projects/read';
import { editorKey, isProjectId, previewUrl } from '../../projects/urls';
import { editorHeaders, escapeHtml, page, type PageHeading } from './page';

export const PROJECT_HEADING: PageHeading = { title: 'Open in editor', subtitle: "Stand-in for the retailer's editor" };
export const PROJECT_NOT_FOUND = 'This project is not available.';
export const PROJECT_LINK_INVALID = 'This link is invalid or has expired.';

const notice = (text: string) => page(`<p class="expired" role="alert">${escapeHtml(text)}</p>`, PROJECT_HEADING);

export function projectPageRoutes(deps: LibraryDeps, productOrigin: string): Router {
  const router = Router();
  const imageOrigin = new URL(deps.baseUrl).origin;
  router.get('/projects/:id', async (req: Request, res: Response) => {
    editorHeaders(res, imageOrigin, productOrigin);
    const id = String(req.params.id);
    const project = isProjectId(id) ? await signedProject(deps.db, id) : undefined;
    if (!project) return void res.status(404).type('html').send(notice(PROJECT_NOT_FOUND));
    if (!deps.signer.verify(project.account_id, editorKey(id), req.query.expires, req.query.sig)) {
      return void res.status(403).type('html').send(notice(PROJECT_LINK_INVALID));
    }
    const preview = project.preview_hash
      ? `<figure class="preview"><img src="${escapeHtml(previewUrl(deps, project.account_id, id))}" alt="${escapeHtml(`Preview of ${project.name}`)}" width="400" height="300" data-testid="project-preview"></figure>`
      : '';
    res.type('html').send(page(`<section class="summary" aria-label="Project">
<h2 data-testid="project-name">${escapeHtml(project.name)}</h2>
<dl>
<div><dt>Product</dt><dd data-testid="project-product">${escapeHtml(project.product_name)}</dd></div>
<div><dt>Last edited</dt><dd data-testid="project-edited">${escapeHtml(project.last_edited_at.toISOString().slice(0, 10))}</dd></div>
<div><dt>Project</dt><dd>${escapeHtml(project.id)}</dd></div>
</dl>
</section>
${preview}`, PROJECT_HEADING));
  });
  return router;
}
