import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The GraphiQL test needs the built page: build it once if `pnpm build` has not run yet. */
export default async function setup() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(`${root}/dist/graphiql/index.html`)) {
    await build({ configFile: `${root}/vite.config.ts`, logLevel: 'warn' });
  }
}
