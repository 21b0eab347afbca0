// `react-relay` in the production build (vite.config.ts aliases it here): the hooks the app uses, each from its own
// module. react-relay's entry modules are CommonJS, so the bundler keeps everything they require, used or not (entry
// points, query loaders, `useRefetchableFragment`, the experimental hooks ...). TypeScript, the tests and the dev
// server see react-relay itself; a screen importing a hook not listed here fails the build (missing export): add it.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription.js';
export { fetchQuery, graphql, readInlineData } from 'relay-runtime';
