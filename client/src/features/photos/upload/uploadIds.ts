/** The query parameter a signed-out upload page (or the editor) hands its upload ids over in: `?uploads=<id>,<id>`. */
export const UPLOADS_PARAM = 'uploads';
/** Most ids looked up at once (the gateway's limit). */
export const MAX_UPLOAD_IDS = 20;

/** The upload ids of the page's query: distinct, non-empty, at most MAX_UPLOAD_IDS. */
export function uploadIdsOf(params: URLSearchParams): string[] {
  const ids = (params.get(UPLOADS_PARAM) ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_UPLOAD_IDS);
}
