// Server-rendered stand-in pages of the order world (shop basket, online photo book): one small layout, every
// interpolated value escaped, no script, a strict CSP.
import type { Response } from 'express';
import { escapeHtml } from '../editor/page';

export { escapeHtml };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:20px 24px}
header h1{margin:0;font-size:1.5rem}
header p{margin:4px 0 0;color:#c3c8d4;font-size:.9rem}
main{max-width:960px;margin:0 auto;padding:24px}
section{background:#fff;border-radius:8px;padding:16px 20px;box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:24px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e7ec}
.pages{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px}
.pages li{aspect-ratio:4/3;background:#e4e7ec;border-radius:6px;display:grid;place-items:center;color:#687086}
.notice{text-align:center;font-size:1.1rem}
@media (max-width:575px){main{padding:16px}}
`;

/** Sends a complete page with the strict headers; `body` must already be escaped HTML. */
export function sendPage(res: Response, status: number, title: string, subtitle: string, body: string) {
  res.status(status).set({
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  }).type('html').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header>
<main>
${body}
</main>
</body>
</html>
`);
}
