// The signed URLs of a saved project, followed by the browser without a token: its preview (JPEG) and the editor
// stand-in's page. HMAC over (owner, key, expires) by the URL signer every signed URL uses (blob/signing.ts), with the
// signature in `sig`; each URL has its own key, so one never opens the other.
import { signedUrl, type Signer } from '../blob/signing';

export interface ProjectUrlDeps {
  signer: Signer;
  /** Public origin of the services (the URLs are absolute on it). */
  baseUrl: string;
}

/** Project ids: `PRJ-` and digits (anything else names no project). */
export const PROJECT_ID = /^PRJ-\d{1,12}$/;
export const isProjectId = (value: unknown): value is string => typeof value === 'string' && PROJECT_ID.test(value);

export const previewKey = (id: string) => `j.${id}`;
export const editorKey = (id: string) => `e.${id}`;
/** The preview's file in its blob-store asset. */
export const PREVIEW_FILE = 'preview.jpg';

export const previewUrl = ({ signer, baseUrl }: ProjectUrlDeps, accountId: string, id: string) =>
  signedUrl(baseUrl, `/project-api/api/v2/project/${id}/preview`, signer.sign(accountId, previewKey(id)), 'sig');

export const editorUrl = ({ signer, baseUrl }: ProjectUrlDeps, accountId: string, id: string) =>
  signedUrl(baseUrl, `/editor/projects/${id}`, signer.sign(accountId, editorKey(id)), 'sig');
