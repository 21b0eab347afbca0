// The editor stand-in's page layout and headers (shared by the editor page and its Place order answers).
import type { Response } from 'express';

export const EDITOR_TITLE = 'Photo prints editor';
export const SELECTION_EXPIRED = 'This selection has expired.';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:20px 24px}
header h1{margin:0;font-size:1.5rem}
header p{margin:4px 0 0;color:#c3c8d4;font-size:.9rem}
main{max-width:1200px;margin:0 auto;padding:24px}
.summary{display:flex;flex-wrap:wrap;gap:12px 32px;align-items:baseline;background:#fff;border-radius:8px;padding:16px 20px;
 box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:24px}
.summary dl{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0}
.summary dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;color:#687086}
.summary dd{margin:2px 0 0;font-weight:600;font-family:ui-monospace,Menlo,Consolas,monospace}
.count{margin:0;font-size:1.1rem;font-weight:600}
.grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px}
.grid figure{margin:0;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.grid img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:contain;background:#e4e7ec}
.grid figcaption{padding:8px 10px;font-size:.8rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.expired{background:#fff;border-radius:8px;padding:32px;text-align:center;font-size:1.1rem}
.place{margin:0 0 0 auto}
.place button{padding:12px 24px;font:inherit;font-weight:600;color:#fff;background:#2b6cd4;border:0;border-radius:8px;cursor:pointer}
.place button:hover{background:#1f57b0}
.place button:focus-visible{outline:3px solid #9ec5ff;outline-offset:2px}
.placed{margin:0 0 0 auto;font-weight:600}
.placed a{color:#2b6cd4}
.summary h2{margin:0;width:100%;font-size:1.25rem}
.preview{margin:0}
.preview img{display:block;max-width:100%;height:auto;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.08);background:#e4e7ec}
@media (max-width:575px){main{padding:16px}.grid{grid-template-columns:repeat(2,1fr);gap:10px}}
`;

export interface PageHeading {
  title: string;
  subtitle: string;
}

const PRINTS_EDITOR: PageHeading = { title: EDITOR_TITLE, subtitle: "Stand-in for the retailer's prints editor" };

export function page(body: string, heading: PageHeading = PRINTS_EDITOR): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(heading.title)}</h1><p>${escapeHtml(heading.subtitle)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The editor's headers: strict CSP; forms may post here and be redirected to the product origin. */
export function editorHeaders(res: Response, imageOrigin: string, productOrigin: string) {
  res.set({
    'Content-Security-Policy': `default-src 'none'; img-src 'self' ${imageOrigin}; style-src 'unsafe-inline'; ` +
      `base-uri 'none'; form-action 'self' ${productOrigin}; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
}
