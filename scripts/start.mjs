// `npm start`: install what is missing, build, then run services + gateway + built client on one URL.
import { ensureDependencies, ensurePnpm, log, root, run } from './lib.mjs';
import { join } from 'node:path';
import { ensurePinnedNode } from './nodeRuntime.mjs';

await ensurePinnedNode();
log(`Node.js ${process.version}`);

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
log('Building (GraphQL codegen, Relay compiler, client and GraphiQL bundles) ...');
run(pnpm, ['run', 'build']);
await import(join(root, 'scripts', 'serve.mjs'));
