// Writes the README's table of the retailer's services the gateway calls from their one list
// (gateway/src/upstreams.ts), between its two markers. Part of `pnpm codegen`: CI fails when the README differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib.mjs';

const { UPSTREAMS } = await tsImport(pathToFileURL(join(root, 'gateway', 'src', 'upstreams.ts')).href, import.meta.url);
const rows = Object.values(UPSTREAMS).map(({ variable, path, socket, about }) => {
  const fallback = socket ? `ws://…$SERVICES_PORT${path}` : `$SERVICES_PUBLIC_URL${path}`;
  return `| \`${variable}\` | \`${fallback}\` | ${about} |`;
});
const table = ['| Variable | Default | What it is |', '|---|---|---|', ...rows].join('\n');
const readme = join(root, 'README.md');
const text = readFileSync(readme, 'utf8');
const updated = text.replace(
  /(<!-- upstreams:start[^>]*-->\n)[\s\S]*?(<!-- upstreams:end -->)/,
  (_, start, end) => `${start}${table}\n${end}`,
);
if (updated === text && !text.includes('<!-- upstreams:start')) throw new Error('README.md has no upstreams markers');
writeFileSync(readme, updated);
