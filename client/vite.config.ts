/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay-lite';
import { LAZY_MESSAGE_SCOPES, scopeOf } from './src/i18n/scopes.ts';

const clientDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(clientDir, '..');
// The one relay-compiler config lives at the repository root; its paths are relative to the root, so hand the
// transform absolute ones (it would otherwise resolve them against the process's working directory).
const relayConfig = createRequire(import.meta.url)(resolve(repoRoot, 'relay.config.js')) as Record<string, unknown>;
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
/**
 * Tests that need modules of their own: every file that mocks a module (`vi.mock` replaces a module only for importers
 * loaded after it: in a worker that already loaded the real one for an earlier file, the mock is not seen — found by
 * the files' order), and those that start from module state (the error reporter's settings, a confirmation link's
 * once-only request) that an earlier file in the same worker would have set.
 */
const ISOLATED_TESTS = [
  ...new Set([
    ...readdirSync(resolve(clientDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(resolve(clientDir, 'src', file), 'utf8')))
      .map((file) => `src/${file.split(sep).join('/')}`),
    'src/app/RouteError.test.tsx',
    'src/features/public/ConfirmationPages.test.tsx',
    'src/features/downloads/archive/ArchiveDownloads.test.tsx',
  ]),
];

/**
 * Message catalogues compiled to ICU syntax trees at build time, so the browser needs no message parser (react-intl's
 * documented set-up for pre-compiled messages: `@formatjs/icu-messageformat-parser` aliased to its `no-parser`
 * build below). Every text the sources use is in the catalogues (src/i18n/catalogues.test.ts), so no default message
 * is ever parsed in the browser. A catalogue imported with `?scope=<scope>` holds only that scope's texts, and the
 * main catalogue none of the lazy scopes' (src/i18n/scopes.ts): those load with their screens.
 */
function precompiledMessages(compile: boolean): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/?]+\.json(?:\?(.*))?$/.exec(id);
      if (!file) return null;
      const scope = new URLSearchParams(file[1] ?? '').get('scope');
      // The dev server and the tests keep whole catalogues (and parse in the browser); a scope is a scope everywhere.
      if (!compile && !scope) return null;
      const lazy: readonly string[] = LAZY_MESSAGE_SCOPES;
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(([key]) =>
        scope ? scopeOf(key) === scope : !lazy.includes(scopeOf(key)),
      );
      const json = JSON.stringify(Object.fromEntries(messages.map(([key, text]) => [key, compile ? parse(text) : text])));
      // With a query the bundler no longer takes the file for JSON: it gets the module that JSON would become.
      return { code: scope ? `export default ${json};` : json, map: null };
    },
  };
}

/**
 * Production builds ship no default messages: the catalogues hold every text of the sources (the FormatJS CLI check
 * in src/i18n/catalogues.test.ts fails on a missing one), so the English texts in the message descriptors would only
 * be weight. FormatJS's own TypeScript transformer removes them (messages keep their ids); nothing else changes.
 */
function withoutDefaultMessages(): Plugin {
  const removeDefaultMessage = transformWithTs(ts, { removeDefaultMessage: true });
  return {
    name: 'without-default-messages',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]client[\\/]src[\\/][^?]+\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: false,
          sourceMap: true,
        },
        transformers: { before: [removeDefaultMessage] },
      });
      return { code: out.outputText, map: out.sourceMapText ?? null };
    },
  };
}

/**
 * react-router's production build creates its components and contexts with top-level calls (`React.forwardRef(…)`,
 * `React.createContext(…)`, `React.memo(…)`) and then sets their `displayName`: to a bundler both are side effects, so
 * every component stays in the bundle whether the app uses it or not (Link, NavLink, Form and all they call). This
 * marks those calls pure (what a compiler emits for JSX) and drops the `displayName` assignments (names for React's
 * developer tools, which a production build does not use), so that only what the app uses is bundled. Lines stay
 * where they are (the source maps still hold); should react-router's output change shape, nothing is dropped.
 */
function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      // The hooks API only: react-relay's main module also carries the legacy containers (QueryRenderer,
      // createFragmentContainer …), which no screen uses. The build takes only the hooks the app uses, each from its
      // own module (react-relay/hooks requires every hook).
      {
        find: /^react-relay$/,
        replacement: command === 'build' ? resolve(clientDir, 'build/react-relay-hooks.js') : 'react-relay/hooks',
      },
      // tus-js-client's browser build (XMLHttpRequest, Blob slices) in the tests too: under vitest's node conditions
      // the package would resolve to its Node build, which reads only Buffers and streams.
      { find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' },
      ...(command === 'build'
        ? [
            // relay-runtime as the app and those hooks use it, each part from its own module.
            { find: /^relay-runtime$/, replacement: resolve(clientDir, 'build/relay-runtime.js') },
            // react-router's package exports point every bundler at its development build (warnings included); a
            // production build takes the production build it ships beside it.
            { find: /^react-router$/, replacement: resolve(clientDir, 'node_modules/react-router/dist/production/index.mjs') },
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
          ]
        : []),
    ],
  },
  plugins: [
    precompiledMessages(command === 'build'),
    ...(command === 'build' ? [pureReactRouter()] : []),
    relay({
      codegen: false, // `pnpm relay` at the root generates artifacts and persisted queries
      cwd: repoRoot,
      relayConfig: {
        ...relayConfig,
        src: resolve(repoRoot, String(relayConfig.src)),
        artifactDirectory: resolve(repoRoot, String(relayConfig.artifactDirectory)),
      },
    }),
    // After relay: it looks for the literal graphql`…` tags, which TypeScript's printer does not keep as written.
    withoutDefaultMessages(),
    react(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: false },
      '/config.json': { target: gateway },
      '/files': { target: gateway },
    },
  },
  build: {
    outDir: 'dist',
    // The brand logos stay files (one is shown per site): inlined, every site's first load would carry all of them.
    assetsInlineLimit: (file: string) => (/[\\/]brands[\\/]logos[\\/]/.test(file) ? false : undefined),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget test reads (scripts/initialJs.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework every screen needs, in one long-lived chunk (the app's chunks change often, these rarely).
        // Only what the first screen needs anyway belongs here: a group is loaded as a whole, so libraries that
        // only some screens use (react-aria-components, oidc-client-ts, graphql-ws) stay with those screens.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime|react-intl|@formatjs|intl-messageformat)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Every core, as the services' and the gateway's tests: on two, a file at a time (vitest's default) took 245 s, two
    // at a time 172 s.
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // findBy/waitFor wait up to 20 s each (src/test/setup.ts); a test with several of them on a busy 2-core machine
    // needs more than vitest's default 5 s in all.
    testTimeout: 60_000,
    projects: [
      // One jsdom and one set of loaded modules per worker for all its files, not one per file (loading them was more
      // than half of the suite's time); each test renders its own app with its own Relay environment and storage.
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED_TESTS },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
  },
}));
