// Tiny HTML helpers for the sign-in pages: every interpolated value goes through escapeHtml.
import type { Theme } from '@my-account/brands';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** How a page looks: the site's brand (its logo is served at `logoUrl`) and language. */
export interface PageLook {
  lang: string;
  brandName: string;
  logoUrl: string;
  theme: Pick<Theme, 'primary' | 'primaryDark' | 'tint' | 'header'>;
}

const HEX = /^#[0-9a-f]{6}$/i;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f4f5f7;color:#1d2430;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.site{background:var(--header);border-bottom:4px solid var(--brand);padding:14px 24px;display:flex;align-items:center}
.site img{display:block;height:34px;width:auto;max-width:100%}
.wrap{flex:1;display:grid;place-items:center;padding:32px 0}
main{width:min(420px,calc(100% - 32px));background:#fff;border-radius:12px;padding:32px;
  box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.06)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #98a2b3;border-radius:8px}
input:focus{outline:3px solid var(--brand);outline-offset:1px;border-color:var(--brand)}
button{margin-top:24px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:var(--brand);
  border:0;border-radius:8px;cursor:pointer}
button:hover{background:var(--brand-dark)}
button:focus-visible,a:focus-visible{outline:3px solid var(--brand-dark);outline-offset:2px}
.alert{margin:0 0 8px;padding:12px;border-radius:8px;background:#fdecec;color:#9b1c1c;border:1px solid #f5b5b5}
.provider{display:flex;align-items:center;gap:12px;margin:-8px 0 16px;padding:12px;border-radius:8px;background:var(--tint)}
.provider .mark{flex:none;display:grid;place-items:center;width:40px;height:40px;border-radius:50%;color:#fff;
  font-weight:700;font-size:.9rem;letter-spacing:.02em}
.provider p{margin:0}
.other{margin:20px 0 0;text-align:center}
p{margin:0 0 16px}
.code{font-size:.875rem;color:#52606d}
a{color:var(--brand-dark)}
`;

/** A complete page; `body` must already be escaped HTML. */
export function page(title: string, body: string, look: PageLook, head = ''): string {
  const { theme } = look;
  const vars = `:root{--brand:${colour(theme.primary, '#2b6cd4')};--brand-dark:${colour(theme.primaryDark, '#1f57b0')};`
    + `--tint:${colour(theme.tint, '#eef3fb')};--header:${colour(theme.header, '#ffffff')}}`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(look.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(look.brandName)}</title>
<style>${vars}${CSS}</style>
${head}
</head>
<body>
<header class="site"><img src="${escapeHtml(look.logoUrl)}" alt="${escapeHtml(look.brandName)}" width="186" height="34"></header>
<div class="wrap">
<main>
${body}
</main>
</div>
</body>
</html>`;
}
