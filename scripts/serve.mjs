// Runs the built product: reference services, then the gateway (GraphQL + GraphiQL + built client) on one URL.
// Ctrl-C stops every process. Configuration by environment variables (see README).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, root, startChild, waitFor } from './lib.mjs';

const port = Number(process.env.PORT ?? 4000);
const servicesPort = Number(process.env.SERVICES_PORT ?? port + 1);
const servicesUrl = process.env.SERVICES_PUBLIC_URL ?? `http://localhost:${servicesPort}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const env = {
  PORT: String(port),
  SERVICES_PORT: String(servicesPort),
  SERVICES_PUBLIC_URL: servicesUrl,
  PUBLIC_URL: publicUrl,
  DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
  OIDC_ISSUER: process.env.OIDC_ISSUER ?? `${servicesUrl}/oidc`,
  CUSTOMER_API_URL: process.env.CUSTOMER_API_URL ?? `${servicesUrl}/customer-api`,
  PHOTO_API_URL: process.env.PHOTO_API_URL ?? `${servicesUrl}/photo-api`,
  STORAGE_API_URL: process.env.STORAGE_API_URL ?? `${servicesUrl}/storage-api`,
  SHARED_ALBUMS_API_URL: process.env.SHARED_ALBUMS_API_URL ?? `${servicesUrl}/shared-albums-api`,
  TEMP_SELECTION_API_URL: process.env.TEMP_SELECTION_API_URL ?? `${servicesUrl}/temp-selection-api`,
  PRINTS_EDITOR_URL: process.env.PRINTS_EDITOR_URL ?? `${servicesUrl}/editor`,
  PHOTO_IMPORT_SOCKET_URL: process.env.PHOTO_IMPORT_SOCKET_URL ?? `${servicesUrl.replace(/^http/, 'ws')}/photo-api/import`,
  DOWNLOAD_API_URL: process.env.DOWNLOAD_API_URL ?? `${servicesUrl}/download-api`,
  DOWNLOAD_SOCKET_URL: process.env.DOWNLOAD_SOCKET_URL ?? `${servicesUrl.replace(/^http/, 'ws')}/download-api/live`,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function tsx(name, dir) {
  const child = startChild(name, process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: join(root, dir), env });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (exit ${code}); stopping everything.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

const startExternalServices = !process.env.SKIP_SERVICES;
if (startExternalServices) {
  log(`Starting the reference services on ${servicesUrl} (data in ${env.DATA_DIR}) ...`);
  const services = tsx('services', 'services');
  await waitFor(`http://127.0.0.1:${servicesPort}/health`, { timeoutMs: 300_000, isAlive: () => services.exitCode === null });
}
log(`Starting the gateway on ${publicUrl} ...`);
const gateway = tsx('gateway', 'gateway');
await waitFor(`http://127.0.0.1:${port}/config.json`, { isAlive: () => gateway.exitCode === null });

const accounts = JSON.parse(readFileSync(join(root, 'services', 'src', 'db', 'demo-accounts.json'), 'utf8'));
const brandHost = (vendor) => publicUrl.replace('://localhost', `://${vendor}.localhost`);
console.log(`
  \x1b[1mMy account is running\x1b[0m

  Product      ${publicUrl}
  Dutch brand  ${brandHost('fotoprint-nl')}
  GraphiQL     ${publicUrl}/graphql
  Sign-in      ${env.OIDC_ISSUER}

  Demo accounts (password for all: ${accounts[0].password})
${accounts.map((a) => `    ${a.kind.padEnd(10)} ${a.email.padEnd(24)} ${a.description}`).join('\n')}

  Press Ctrl-C to stop.
`);
