/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay-lite';

const clientDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(clientDir, '..');
// The one relay-compiler config lives at the repository root; its paths are relative to the root, so hand the
// transform absolute ones (it would otherwise resolve them against the process's working directory).
const relayConfig = createRequire(import.meta.url)(resolve(repoRoot, 'relay.config.js')) as Record<string, unknown>;
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [
    relay({
      codegen: false, // `pnpm relay` at the root generates artifacts and persisted queries
      cwd: repoRoot,
      relayConfig: {
        ...relayConfig,
        src: resolve(repoRoot, String(relayConfig.src)),
        artifactDirectory: resolve(repoRoot, String(relayConfig.artifactDirectory)),
      },
    }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: false },
      '/config.json': { target: gateway },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: the app chunk changes often, these rarely.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|graphql-ws|fbjs|invariant)[\\/]/ },
            { name: 'aria', test: /node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
            { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // findBy/waitFor wait up to 10 s each (src/test/setup.ts); a test with several of them on a busy 2-core machine
    // needs more than vitest's default 5 s in all.
    testTimeout: 30_000,
  },
});
