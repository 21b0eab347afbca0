// Tiny HTML helpers for the sign-in pages: every interpolated value goes through escapeHtml.
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5f7;color:#1d2430;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(400px,calc(100% - 32px));background:#fff;border-radius:12px;padding:32px;
  box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.06)}
h1{font-size:1.5rem;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #98a2b3;border-radius:8px}
input:focus{outline:3px solid #9ec5ff;border-color:#2b6cd4}
button{margin-top:24px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:#2b6cd4;
  border:0;border-radius:8px;cursor:pointer}
button:hover{background:#1f57b0}
button:focus-visible{outline:3px solid #9ec5ff;outline-offset:2px}
.alert{margin:0 0 8px;padding:12px;border-radius:8px;background:#fdecec;color:#9b1c1c;border:1px solid #f5b5b5}
p{margin:0 0 16px}
a{color:#2b6cd4}
`;

/** A complete page; `body` must already be escaped HTML. */
export function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
