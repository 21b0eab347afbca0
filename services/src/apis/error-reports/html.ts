// The error reports' list page (GET /error-reports): newest first, filtered by correlation id, each report with its
// level, exception or message, correlation id (a link to its filter), operation, route, site, page, release and its
// innermost frames. Small inline CSS, no script, no external resource; every value escaped.
import type { Selectable } from 'kysely';
import type { ErrorReportsTable } from '../../db/schema-error-reports';
import { escapeHtml as e } from '../../mail/templates';
import { toolPage } from '../../http/toolPage';

export type ReportRow = Selectable<ErrorReportsTable>;

const STYLE = `
h1{font-size:1.5rem;margin:0 0 16px;overflow-wrap:anywhere}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 24px}
input{font:inherit;padding:8px;border:1px solid #687086;border-radius:6px;min-width:0;flex:1 1 260px}
button{font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.reports{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.reports>li{background:#fff;border-radius:8px;padding:12px 16px;box-shadow:0 1px 2px rgba(0,0,0,.08);border-left:6px solid #b3261e}
.reports>li.warning{border-left-color:#8a5a00}.reports>li.info,.reports>li.debug,.reports>li.log{border-left-color:#0b5cad}
h2{font-size:1.0625rem;margin:0 0 8px;overflow-wrap:anywhere}
.level{display:inline-block;font-size:.8125rem;font-weight:bold;text-transform:uppercase;letter-spacing:.03em;padding:0 8px;border-radius:4px;margin-right:8px;background:#fbe9e7;color:#8c1d18;vertical-align:2px}
.warning .level{background:#fff4d6;color:#6b4600}.info .level,.debug .level,.log .level{background:#e3eefb;color:#0a4a8c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:0;font-size:.9375rem}
dt{color:#4b5263}dd{margin:0;overflow-wrap:anywhere}
code{font:.875rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
details{margin-top:8px}summary{cursor:pointer;color:#0b5cad}
ol.frames{margin:8px 0 0;padding-left:24px;font-size:.875rem}
@media (max-width:575px){main{padding:16px}dl{grid-template-columns:1fr}dt{margin-top:6px}}
`;

const receivedText = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function layout(title: string, body: string): string {
  return toolPage('Error reports', title, STYLE, body);
}

/** What a report is about: the exception (type: value), else its message. */
export function headline(r: ReportRow): string {
  if (r.exception_type || r.exception_value) return [r.exception_type, r.exception_value].filter(Boolean).join(': ');
  return r.message || '(no message)';
}

function facts(base: string, r: ReportRow): string {
  const tags = r.tags ?? {};
  const site = [r.channel, tags.locale].filter(Boolean).join(', ');
  const rows: Array<[string, string | null | undefined, string?]> = [
    ['Correlation id', r.correlation_id, r.correlation_id ? `${base}?correlationId=${encodeURIComponent(r.correlation_id)}` : undefined],
    ['Kind', tags.failure],
    ['Operation', tags.operation],
    ['Reason', tags.reason],
    ['Route', tags.route],
    ['Page', r.url_path],
    ['Site', site],
    ['Message', r.exception_type || r.exception_value ? r.message : null],
    ['Release', [r.release, r.environment].filter(Boolean).join(' · ')],
  ];
  const dd = (value: string, href?: string) => href ? `<a href="${e(href)}"><code>${e(value)}</code></a>` : e(value);
  return `<dl>${rows.filter(([, v]) => v).map(([name, v, href]) => `<dt>${e(name)}</dt><dd>${dd(v!, href)}</dd>`).join('')}
<dt>Received</dt><dd><time datetime="${r.received_at.toISOString()}">${receivedText(r.received_at)}</time></dd></dl>`;
}

function frames(r: ReportRow): string {
  const list = r.frames ?? [];
  if (!list.length) return '';
  const items = list.map((f) => `<li><code>${e(f.function ?? '?')}</code> ${e(f.file ?? '')}${f.line ? e(`:${f.line}${f.column ? `:${f.column}` : ''}`) : ''}</li>`).join('');
  return `<details><summary>Stack, innermost ${list.length === 1 ? 'frame' : `${list.length} frames`}</summary><ol class="frames">${items}</ol></details>`;
}

export function listPage(base: string, rows: ReportRow[], { correlationId }: { correlationId?: string }): string {
  const items = rows.map((r) => `<li class="${e(r.level)}" data-report-id="${e(r.id)}">
<h2><span class="level">${e(r.level)}</span>${e(headline(r))}</h2>
${facts(base, r)}
${frames(r)}</li>`).join('\n');
  const empty = `<p>${correlationId ? `No reports with correlation id ${e(correlationId)}.` : 'No reports yet.'}</p>`;
  return layout(correlationId ? `Error reports: ${correlationId}` : 'Error reports', `<h1>${correlationId ? `Reports with correlation id ${e(correlationId)}` : 'All reports'}</h1>
<form method="get" action="${e(base)}" role="search" aria-label="Filter by correlation id">
<label for="correlationId">Correlation id</label>
<input id="correlationId" name="correlationId" autocomplete="off" spellcheck="false" value="${e(correlationId ?? '')}">
<button type="submit">Filter</button>
${correlationId ? `<a href="${e(base)}">Show all reports</a>` : ''}
</form>
${rows.length ? `<ol class="reports" aria-label="Reports, newest first">\n${items}\n</ol>` : empty}`);
}
