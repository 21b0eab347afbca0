import { availableParallelism } from 'node:os';
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
    // Every core: vitest's default leaves one free, which on two cores runs the files one at a time (the suites wait on
    // databases, servers and sockets as much as they compute).
    maxWorkers: availableParallelism(),
    // One process per worker for all its files (not one per file): each file starts its own services from its own
    // database, so nothing is shared but the loaded modules, and loading them for every file cost a third of the suite.
    isolate: false,
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
