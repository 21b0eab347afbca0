import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, testConfig, type RunningGateway } from './helpers';

let gateway: RunningGateway;
let unbuilt: RunningGateway;

beforeAll(async () => {
  const config = testConfig({
    features: { PhotoManagementTimelineViewEnabled: true, PrintOrderingEnabled: false },
    featureHostnames: { PrintOrderingEnabled: ['fotoprint-nl.localhost'] },
    errorReporting: { dsn: 'http://pubkey@reports.test:4001/error-reports/1', environment: 'test', release: null },
  });
  mkdirSync(join(config.clientDist, 'assets'), { recursive: true });
  writeFileSync(
    join(config.clientDist, 'index.html'),
    '<!doctype html><title>My account</title><script type="module" src="/assets/index-Ab12_cd.js"></script>',
  );
  writeFileSync(join(config.clientDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  gateway = await startGateway(config);
  unbuilt = await startGateway(testConfig({ errorReporting: null }));
});
afterAll(async () => {
  await gateway.stop();
  await unbuilt.stop();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('GraphiQL', () => {
  it('serves the bundled GraphiQL page at GET /graphql for browsers, assets from this origin', async () => {
    const response = await fetch(gateway.url, { headers: html });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<div id="graphiql">');
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((u) => !u.startsWith('data:'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith('/graphql-ide/')).toBe(true);
      expect((await fetch(new URL(asset, gateway.origin))).status).toBe(200);
    }
  });

  it('leaves GET /graphql with a query to Apollo', async () => {
    const response = await fetch(`${gateway.url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json, text/html', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers a GraphQL request with the exact Content-Length of its UTF-8 bytes', async () => {
    // An error message that quotes non-ASCII input: more bytes than characters.
    const response = await fetch(gateway.url, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename @skip(if: "größe") }' }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('utf8')).toContain('größe');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.length).toBeGreaterThan(bytes.toString('utf8').length);
  });
});

describe('client hosting', () => {
  it('serves /config.json from the environment', async () => {
    const response = await fetch(`${gateway.origin}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      oidc: { authority: 'http://idp.test/oidc', clientId: 'my-account', siteAuthorities: {} },
      graphqlUrl: '/graphql',
      features: { PhotoManagementTimelineViewEnabled: true, PrintOrderingEnabled: false },
      featureHostnames: { PrintOrderingEnabled: ['fotoprint-nl.localhost'] },
      // No merchandise or public config service answers here: the registry's fallback (see site.test.ts).
      site: expect.objectContaining({ channel: 'photoprint-gb', locale: 'en-GB', fallback: true }),
      uploadChunkBytes: 8 * 1024 * 1024,
      // The release names the client build (the hash of its entry script) unless ERROR_REPORTING_RELEASE says otherwise.
      errorReporting: { dsn: 'http://pubkey@reports.test:4001/error-reports/1', environment: 'test', release: 'my-account@Ab12_cd' },
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/reports\.test:4001[ ;]/);
  });

  it('leaves error reporting out of /config.json and the CSP when it is off', async () => {
    const response = await fetch(`${unbuilt.origin}/config.json`);
    expect(await response.json()).not.toHaveProperty('errorReporting');
    expect(response.headers.get('content-security-policy')).not.toContain('reports.test');
  });

  it('serves the built client with SPA fallback and no caching of index.html', async () => {
    const deep = await fetch(`${gateway.origin}/my-photos/albums`, { headers: html });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(deep.headers.get('x-content-type-options')).toBe('nosniff');
    expect(deep.headers.get('link')).toBe(`<${new URL(testConfig().storageApiUrl).origin}>; rel=preconnect`);
    expect(await deep.text()).toContain('My account');
    const asset = await fetch(`${gateway.origin}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${gateway.origin}/missing.js`)).status).toBe(404);
  });

  it('answers 503 with a clear text when the client is not built', async () => {
    const response = await fetch(`${unbuilt.origin}/my-photos`, { headers: html });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/client is not built/);
  });
});
