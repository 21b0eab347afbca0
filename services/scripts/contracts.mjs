// Generates TypeScript types for every OpenAPI contract: contracts/<name>.yaml → contracts/__generated__/<name>.ts,
// and the list of every contract's operations with its spec mark (`x-spec`, see README) → __generated__/operations.ts.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts');
const out = join(dir, '__generated__');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
mkdirSync(out, { recursive: true });
const operations = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
  const ast = await openapiTS(pathToFileURL(join(dir, file)));
  const header = `// Generated from contracts/${file} by \`pnpm run contracts\`. Do not edit.\n\n`;
  writeFileSync(join(out, file.replace(/\.yaml$/, '.ts')), header + astToString(ast));
  console.log(`contracts/${file} → contracts/__generated__/${file.replace(/\.yaml$/, '.ts')}`);
  const contract = file.replace(/\.yaml$/, '');
  for (const [path, item] of Object.entries(parse(readFileSync(join(dir, file), 'utf8')).paths ?? {})) {
    for (const method of METHODS.filter((m) => item[m])) {
      const { operationId = null, 'x-spec': spec = null } = item[method];
      operations.push({ contract, method: method.toUpperCase(), path, operationId, spec });
    }
  }
}
// A GraphQL contract is one operation, POST /graphql: spec §7 names a GraphQL POST, not its path.
for (const file of readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort()) {
  operations.push({ contract: file.replace(/\.graphql$/, ''), method: 'POST', path: '/graphql', operationId: null, spec: 'unnamed' });
}
writeFileSync(join(out, 'operations.ts'), `// Generated from contracts/*.yaml and *.graphql by \`pnpm run contracts\`. Do not edit.

/**
 * Every operation of the contracts with its mark \`x-spec\` (services/README.md): \`named\` (spec §7 names its method and
 * path), \`unnamed\` (§7 names no path for it: the reference's choice) or \`reference-only\` (development and tests only:
 * the gateway never calls it); null when the contract does not mark it.
 */
export const CONTRACT_OPERATIONS: ReadonlyArray<{
  contract: string;
  method: string;
  path: string;
  operationId: string | null;
  spec: string | null;
}> = [
${operations.map((o) => `  ${JSON.stringify(o)},`).join('\n')}
];
`);
console.log('contracts/*.yaml → contracts/__generated__/operations.ts');
