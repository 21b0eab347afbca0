import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

/**
 * The GraphiQL test needs the built page: build it once if `pnpm build` has not run yet. The tests against the real
 * services (`*.services.test.ts`) start them from the demo data seeded once, as the services' own tests do (loaded at
 * run time, like test/realServices.ts, so the gateway's typecheck does not compile the services).
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(`${root}/dist/graphiql/index.html`)) {
    await build({ configFile: `${root}/vite.config.ts`, logLevel: 'warn' });
  }
  const servicesSetup = new URL('../../services/test/globalSetup.ts', import.meta.url).href;
  const { setupSeedTemplates } = (await import(/* @vite-ignore */ servicesSetup)) as {
    setupSeedTemplates(project: TestProject, kinds: readonly string[]): Promise<() => Promise<void>>;
  };
  return setupSeedTemplates(project, ['pglite']);
}
