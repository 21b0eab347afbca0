import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamTransport, UpstreamRequest } from './nodeFetch';

let server: Server;
let base: string;
let seen: { headers: IncomingHttpHeaders; body: string } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen = { headers: req.headers, body: Buffer.concat(chunks).toString() };
      if (req.url === '/silent') return; // never answers
      if (req.url === '/stalls') return void res.writeHead(200, { 'content-type': 'application/json' }).write('{"a":');
      if (req.url === '/refused') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no"}');
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const transport = upstreamTransport({ headers: { authorization: 'Bearer t', 'x-correlation-id': 'c-1' }, timeoutMs: 200 });

describe('the upstream transport', () => {
  it('sends the client\'s headers with the call\'s own, and answers the whole body', async () => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    const response = await transport(new UpstreamRequest(`${base}/things?x=1`, { method: 'post', headers, body: '{"n":1}' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(seen?.body).toBe('{"n":1}');
    expect(seen?.headers).toMatchObject({
      authorization: 'Bearer t', 'x-correlation-id': 'c-1', 'content-type': 'application/json', 'content-length': '7',
    });
  });

  it('fails with a TimeoutError when the answer does not come, or stops coming, within the timeout', async () => {
    for (const path of ['/silent', '/stalls']) {
      await expect(transport(new UpstreamRequest(`${base}${path}`))).rejects.toMatchObject({ name: 'TimeoutError' });
    }
  });

  it('a streaming transport hands over a successful answer as a stream, refusals read whole; the deadline covers the stream', async () => {
    const streaming = upstreamTransport({ headers: {}, timeoutMs: 200, stream: true });
    const ok = await streaming(new UpstreamRequest(`${base}/file`));
    expect(ok.status).toBe(201);
    expect(await new Response(ok.body).text()).toBe('{"ok":true}');
    const refused = await streaming(new UpstreamRequest(`${base}/refused`));
    expect([refused.status, refused.body, await refused.json()]).toEqual([404, null, { message: 'no' }]);
    const stalled = await streaming(new UpstreamRequest(`${base}/stalls`));
    expect(stalled.status).toBe(200);
    await expect(new Response(stalled.body).text()).rejects.toThrow();
  });
});
