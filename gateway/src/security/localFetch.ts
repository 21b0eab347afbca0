// A fetch over node:http(s) that resolves `*.localhost` to loopback (RFC 6761; Node's resolver does not), for the
// gateway's own requests to the identity providers: a site issuer is `http://auth.<channel>.localhost:<port>/oidc`
// locally. Enough of fetch for jose's remote key sets and the health probes: GET, headers, a signal, the whole body.
import http from 'node:http';
import https from 'node:https';
import { localhostLookup } from '@my-account/brands/localhost-lookup';

/** Key sets are small; anything bigger is refused rather than buffered. */
const MAX_BODY = 1_000_000;

export function localFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      lookup: localhostLookup as never,
      signal: init.signal ?? undefined,
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY) request.destroy(new Error(`${url.origin}: answer over ${MAX_BODY} bytes`));
        else chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
        }
        const status = res.statusCode ?? 502;
        const empty = [101, 204, 205, 304].includes(status);
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers }));
      });
    });
    request.on('error', reject);
    request.end();
  });
}
