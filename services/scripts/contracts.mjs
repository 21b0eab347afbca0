// Generates TypeScript types for every OpenAPI contract: contracts/<name>.yaml → contracts/__generated__/<name>.ts
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts');
const out = join(dir, '__generated__');
mkdirSync(out, { recursive: true });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
  const ast = await openapiTS(pathToFileURL(join(dir, file)));
  const header = `// Generated from contracts/${file} by \`pnpm run contracts\`. Do not edit.\n\n`;
  writeFileSync(join(out, file.replace(/\.yaml$/, '.ts')), header + astToString(ast));
  console.log(`contracts/${file} → contracts/__generated__/${file.replace(/\.yaml$/, '.ts')}`);
}
