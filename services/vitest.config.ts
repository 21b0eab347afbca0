import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). graphql-http (externalized) loads the CJS build through Node, as
    // Node does for the services at run time; our sources must use the same instance (no "another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // vitest's default workers (one file at a time on two cores): each file runs its own embedded databases, which
    // compute more than they wait; two side by side took 1.7 times as long each on a two-core CI machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
