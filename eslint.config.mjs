// ESLint for the whole workspace (`pnpm lint`, run by `npm test` next to the typecheck).
// TypeScript everywhere; in the client also React hooks (with the React Compiler's rules), Relay (fragments named
// after their component, valid documents, no unused fields) and FormatJS (every UI text a message, no literal strings
// in JSX).
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
