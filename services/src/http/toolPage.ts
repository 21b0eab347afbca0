// The page shell of the services' development tools (the mailbox, the support chat's agent page, the error reports):
// a dark header naming the tool, a centred column, the platform's font, visible focus; each tool adds its own styles.
// Server-rendered, no script; every value of the page escaped by its tool.
import { escapeHtml } from '../mail/templates';

const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:16px 24px}
header p{margin:0;font-size:1.25rem;font-weight:bold}
main{max-width:960px;margin:0 auto;padding:24px}
a{color:#0b5cad}
`;

/** A tool's page: `tool` names it in the header, `title` the document, `style` is the tool's own CSS. */
export function toolPage(tool: string, title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${style}</style>
</head>
<body>
<header><p>${escapeHtml(tool)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}
