// ESLint for the whole workspace (`pnpm lint`, run by `npm test` next to the typecheck).
// TypeScript everywhere; in the client also React hooks (with the React Compiler's rules), Relay (fragments named
// after their component, valid documents, no unused fields) and FormatJS (every UI text a message, no literal strings
// in JSX).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder boundaries (import-x/no-restricted-paths; the zones are built from the folders on disk, so a new domain or
// feature is covered without editing this file). Gateway: a domain folder, gateway/src/modules/<domain>, imports its
// own files, modules/shared (code more than one domain uses) and node/registry.ts (where each domain registers the
// types `node(id:)` refetches), never another domain's; modules/shared imports no domain; modules/index.ts, which
// composes the domains, is outside every domain. Client: a feature, client/src/features/<feature>, imports only the
// features FEATURE_DEPENDENCIES lists for it (today's dependencies, written down so a new one is a decision, not an
// accident; albums and photos depend on each other); tests and test environments (`*.test.ts(x)`, `testing/`) may
// also import any feature's `testing/` folder and the features TEST_DEPENDENCIES adds; product code (anything that is
// not a test) imports no `testing/` folder and nothing from client/src/test.
const here = import.meta.dirname;
const foldersIn = (dir) => readdirSync(join(here, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

const GATEWAY_MODULES = 'gateway/src/modules';
const gatewayZones = foldersIn(GATEWAY_MODULES).map((domain) => ({
  target: `${GATEWAY_MODULES}/${domain}`,
  from: GATEWAY_MODULES,
  except: [...new Set([`./${domain}`, './shared', ...(domain === 'shared' ? [] : ['./node/registry.ts'])])],
  message: domain === 'shared'
    ? 'modules/shared imports no domain.'
    : 'A gateway domain imports modules/shared and node/registry.ts, never another domain: move what more than one domain uses to modules/shared.',
}));

const CLIENT_FEATURES = 'client/src/features';
const features = foldersIn(CLIENT_FEATURES);
/** Feature → the other features its product code imports. */
const FEATURE_DEPENDENCIES = {
  albums: ['downloads', 'photos', 'prints'],
  business: ['settings'],
  invoices: ['orders'],
  logout: ['public'],
  orders: ['addresses'],
  overview: ['experiments', 'feedback', 'orders', 'photos'],
  photoBooks: ['orders', 'settings'],
  photos: ['albums', 'downloads', 'orders'],
  settings: ['addresses'],
  sharedAlbums: ['albums', 'downloads', 'photos', 'prints'],
};
/** Feature → the further features its tests import (besides FEATURE_DEPENDENCIES and every feature's `testing/`). */
const TEST_DEPENDENCIES = {
  business: ['addresses'],
  downloads: ['photos'],
};
for (const [feature, deps] of Object.entries({ ...FEATURE_DEPENDENCIES, ...TEST_DEPENDENCIES })) {
  const unknown = [feature, ...deps].filter((name) => !features.includes(name));
  if (unknown.length) throw new Error(`eslint.config.mjs: no feature folder ${unknown.join(', ')} in ${CLIENT_FEATURES}`);
}
const testEnvironments = features.filter((feature) => existsSync(join(here, CLIENT_FEATURES, feature, 'testing')));
const featureZones = (tests) => features.map((feature) => {
  const allowed = [...FEATURE_DEPENDENCIES[feature] ?? [], ...(tests ? TEST_DEPENDENCIES[feature] ?? [] : [])];
  return {
    target: `${CLIENT_FEATURES}/${feature}`,
    from: CLIENT_FEATURES,
    except: [...new Set([feature, ...allowed, ...(tests ? testEnvironments.map((f) => `${f}/testing`) : [])])].map((f) => `./${f}`),
    message: `${tests ? `Tests of the ${feature} feature import testing/ folders and` : `The ${feature} feature imports`}`
      + ` ${allowed.length ? `only the features ${allowed.join(', ')}` : 'no other feature'}: move what both need to`
      + ` client/src/ui or client/src/app, or declare the dependency in ${tests ? 'TEST_DEPENDENCIES' : 'FEATURE_DEPENDENCIES'}.`,
  };
});
const CLIENT_TESTS = ['client/src/**/*.test.{ts,tsx}', 'client/src/**/testing/**', 'client/src/test/**'];
const testHelperZones = [
  { target: 'client/src', from: 'client/src/test', message: 'Product code imports no test helpers.' },
  { target: 'client/src', from: 'client/src/**/testing/**', message: 'Product code imports no test helpers.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/__generated__/**', '**/.data/**', 'test-results/**',
      'services/contracts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // No import cycles in the product's code: a cycle ties two modules (often two domains) to each other and makes
    // what a module sees at load time depend on who imported it first. Type-only imports count too.
    files: ['client/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts', 'services/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Folder boundaries: see the top of this file.
    files: ['gateway/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: gatewayZones }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: CLIENT_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: [...featureZones(false), ...testHelperZones] }] },
  },
  {
    files: CLIENT_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: featureZones(true) }] },
  },
  {
    // Kysely's own advice: a migration must not depend on today's database types, so it takes `Kysely<any>`.
    files: ['services/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests, attacks and benchmarks read untyped JSON answers on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'security/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'gateway/graphiql/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { relay, formatjs },
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      ...relay.configs['ts-strict'].rules,
      ...formatjs.configs.recommended.rules,
      'formatjs/enforce-description': 'off',
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title,aria-label,alt}']] } }],
    },
  },
  {
    files: ['client/src/**/*.test.{ts,tsx}', 'client/src/test/**', 'client/e2e/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
);
