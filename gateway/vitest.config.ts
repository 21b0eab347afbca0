import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Externalized dependencies (Apollo, graphql-tools) load
    // the CJS build through Node; make our sources use the same instance (no "another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every core: vitest's default leaves one free, which on two cores runs the files one at a time (the suites wait on
    // databases, servers and sockets as much as they compute).
    maxWorkers: availableParallelism(),
    // One process per worker for all its files (not one per file): each file builds its own gateway and mocks, so
    // nothing is shared but the loaded modules, and loading them for every file cost more than half of the suite.
    isolate: false,
    environment: 'node',
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
