/** How long the object URL of a saved file stays valid (revoking at once can cut a download short). */
const REVOKE_AFTER_MS = 30_000;

/** A file the gateway serves only to the signed-in customer (`Authorization: Bearer`, as GraphQL requests). */
export interface AuthorizedFile {
  /** A path on the gateway (e.g. `/files/invoices/<id>`), resolved against the GraphQL endpoint's origin. */
  url: string;
  /** The name it gets on the customer's device. */
  fileName: string;
}

/** Saves a blob under `fileName` through an object URL and a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    anchor.style.display = 'none';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  }
}

/**
 * Fetches a gateway file with the customer's access token and saves it. The bearer cannot ride on a plain link, so
 * the file comes as a blob; its name is the one the schema gives (`fileName`). Rejects on a network error, a non-OK
 * answer (401, 403, 404, 502 …), when there is no token, or for a URL off the gateway's origin.
 */
export async function downloadAuthorizedFile(
  { url, fileName }: AuthorizedFile,
  { token, graphqlUrl }: { token: string | null; graphqlUrl: string },
): Promise<void> {
  if (!token) throw new Error('Not signed in');
  const gateway = new URL(graphqlUrl, window.location.href);
  const target = new URL(url, gateway);
  // The token goes to the gateway only, whatever URL an answer carries.
  if (target.origin !== gateway.origin) throw new Error(`Not a gateway URL: ${target.origin}`);
  const response = await fetch(target, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: GET ${target.pathname}`);
  saveBlob(await response.blob(), fileName);
}
