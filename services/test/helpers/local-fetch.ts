// fetch over node:http with the RFC 6761 lookup, so tests reach the services by their `*.localhost` host names (a
// site issuer is answered by host name; Node's fetch can neither resolve such names nor be given a Host header).
// Never follows redirects (the sign-in flows read every hop).
import http from 'node:http';
import https from 'node:https';
import { localhostLookup } from '@my-account/brands/localhost-lookup';

export async function localFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input);
  const headers = Object.fromEntries(new Headers(init.headers));
  const body = init.body === undefined || init.body === null ? undefined : String(init.body);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: init.method ?? 'GET', headers, lookup: localhostLookup as never, signal: init.signal ?? undefined,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
        }
        const status = res.statusCode ?? 500;
        const empty = [101, 204, 205, 304].includes(status) || init.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: answer }));
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}
