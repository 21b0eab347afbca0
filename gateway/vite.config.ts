import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the GraphiQL page (graphiql/) into dist/graphiql; the gateway serves it at GET /graphql and its
// assets under /graphql-ide/ — everything from the gateway's own origin, no CDN.
export default defineConfig({
  root: fileURLToPath(new URL('./graphiql', import.meta.url)),
  base: '/graphql-ide/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rollupOptions: {
      // graphiql's "use no memo" directives are React-compiler hints, irrelevant to the bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
