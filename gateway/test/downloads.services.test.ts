// Downloads through the gateway against the REAL services in-process (PGlite, the 'small' demo seed, real
// sign-ins): a library download followed over downloadEvents to its archive, a shared-album download, privacy.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

let services: RealServices;
let gateway: RunningGateway;
const tokens = { emma: '', mia: '', lucas: '' };
const clients: Client[] = [];

beforeAll(async () => {
  services = await startTestServer('pglite');
  const base = services.baseUrl;
  gateway = await startGateway(testConfig(upstreamsAt(base, services.services.issuer)));
  for (const name of ['emma', 'mia', 'lucas'] as const) {
    tokens[name] = (await signIn(base, `${name}@example.com`, 'photos123')).accessToken;
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gateway?.stop();
  await services?.stop();
});

const run = async (query: string, variables: Record<string, unknown>, token: string) => {
  const { body } = await gql(gateway.url, { query, variables }, { token });
  expect(body.errors).toBeUndefined();
  return body.data as any;
};
const DOWNLOAD = 'id name fileName status photosCount progress { done total } url';
const NODE = `query($id: ID!) { node(id: $id) { ... on Download { ${DOWNLOAD} } } }`;

describe('downloads through the gateway (real services)', () => {
  it('creates a download, follows it over downloadEvents to FINISHED and fetches the archive; nobody else sees it', async () => {
    const client = createClient({
      url: gateway.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${tokens.emma}` },
    });
    clients.push(client);
    const events: any[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe({ query: `subscription { downloadEvents { type downloadId done total download { status url } } }` }, {
        next: (value) => {
          events.push(value.data?.downloadEvents ?? value.errors);
          if (events.at(-1)?.type === 'FINISHED') resolve();
        },
        error: reject,
        complete: () => undefined,
      });
    });
    // The upstream socket is opened when the subscription starts: give it time to authenticate.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const library = await run('{ viewer { photoLibrary { photos(first: 3) { edges { node { id } } } } } }', {}, tokens.emma);
    const photoIds = library.viewer.photoLibrary.photos.edges.map((e: any) => e.node.id);
    const created = await run(`mutation($input: CreateDownloadInput!) { createDownload(input: $input) { download { ${DOWNLOAD} } } }`,
      { input: { photoIds, name: 'Three photos' } }, tokens.emma);
    const { id } = created.createDownload.download;
    expect(created.createDownload.download).toMatchObject({ fileName: 'Three photos.zip', photosCount: 3, url: null });

    await done;
    // Building an archive fixes its manifest: FINISHED follows STARTED at once (the zip is streamed from the originals).
    expect(events.map((e) => [e.type, e.done])).toEqual([['STARTED', 0], ['FINISHED', 3]]);
    expect(events.every((e) => e.downloadId === id)).toBe(true);
    expect(events.at(-1).download.status).toBe('FINISHED');

    const { node } = await run(NODE, { id }, tokens.emma);
    expect(node).toMatchObject({ status: 'FINISHED', progress: { done: 3, total: 3 }, url: expect.stringMatching(/^http:/) });
    const archive = await fetch(node.url);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(await archive.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');

    expect((await run(NODE, { id }, tokens.mia)).node).toBeNull();
    expect((await run('{ viewer { downloads { id } } }', {}, tokens.mia)).viewer.downloads).toEqual([]);
    expect((await run('{ viewer { downloads { id } } }', {}, tokens.emma)).viewer.downloads.map((d: any) => d.id)).toContain(id);
  });

  it("downloads a shared album's photos of every participant for a participant", async () => {
    const albums = await run('{ viewer { photoLibrary { sharedAlbums(first: 10) { edges { node { id name photos(first: 50) { edges { node { id viewerIsOwner } } } } } } } } }',
      {}, tokens.lucas);
    const family = albums.viewer.photoLibrary.sharedAlbums.edges.map((e: any) => e.node).find((a: any) => a.name === 'Family weekend');
    const photoIds = family.photos.edges.map((e: any) => e.node.id);
    expect(family.photos.edges.some((e: any) => !e.node.viewerIsOwner)).toBe(true);
    const created = await run(`mutation($input: CreateSharedAlbumDownloadInput!) { createSharedAlbumDownload(input: $input) { download { ${DOWNLOAD} } } }`,
      { input: { sharedAlbumId: family.id, photoIds } }, tokens.lucas);
    expect(created.createSharedAlbumDownload.download).toMatchObject({ name: 'Family weekend', photosCount: photoIds.length });
    const { id } = created.createSharedAlbumDownload.download;
    await expect.poll(async () => (await run(NODE, { id }, tokens.lucas)).node.status, { timeout: 20_000 }).toBe('FINISHED');
    // Mia takes no part in the album.
    const refused = await gql(gateway.url, { query: `mutation($input: CreateSharedAlbumDownloadInput!) { createSharedAlbumDownload(input: $input) { download { id } error { reason field } } }`,
      variables: { input: { sharedAlbumId: family.id, photoIds } } }, { token: tokens.mia });
    expect(refused.body.errors).toBeUndefined();
    expect(refused.body.data?.createSharedAlbumDownload).toEqual({ download: null, error: { reason: 'NOT_FOUND', field: 'sharedAlbumId' } });
  });
});
