import { isDownloadUrl } from '../single/saveFile';

/**
 * Hands a finished archive to the browser: a link to its signed URL, which the download service answers as an
 * attachment (its file name in Content-Disposition), so the page stays and nothing is held in memory.
 */
export function openDownload(url: string): boolean {
  if (!isDownloadUrl(url)) return false;
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  return true;
}
