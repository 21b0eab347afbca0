// relay-compiler configuration: client sources, the merged schema, artifacts, persisted queries.
module.exports = {
  src: './client/src',
  schema: './schema/__generated__/schema.graphql',
  // Client-only fields (Relay client schema extensions): e.g. an invoice's download state in this browser.
  schemaExtensions: ['./client/src/features/invoices/schema'],
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  persistConfig: {
    file: './client/persisted-queries.json',
    algorithm: 'MD5',
  },
  featureFlags: {},
};
