#!/usr/bin/env node
// Another channel (a mobile app, a kiosk, a partner's site) calling the gateway, with Node's own fetch and crypto only:
// it signs a customer in as the native client `other-channel` (authorization code + PKCE S256, a loopback redirect on
// a port of its own), then runs its registered documents by id and prints the customer's orders and the newest month
// of their photos. See the README, "Calling the gateway from another channel".
//
//   GATEWAY_URL=http://localhost:4000 EMAIL=emma@example.com PASSWORD=photos123 node examples/other-channel.mjs
//   node examples/other-channel.mjs --documents   # prints this channel's documents file (gateway/trusted-documents/)
//
// A real app opens the authorization URL in the system browser and the customer signs in there; this demo fills the
// identity provider's sign-in form itself, so that it runs without anyone at the keyboard.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const GATEWAY_URL = (process.env.GATEWAY_URL || 'http://localhost:4000').replace(/\/+$/, '');
const EMAIL = process.env.EMAIL || 'emma@example.com';
const PASSWORD = process.env.PASSWORD || 'photos123';
const CLIENT_ID = process.env.CLIENT_ID || 'other-channel';

/** The documents this channel sends. Registered in gateway/trusted-documents/other-channel.json under their ids. */
const DOCUMENTS = {
  OtherChannelOrders: `query OtherChannelOrders($group: OrderGroup!, $first: Int!, $after: String) {
  viewer {
    orders(group: $group, first: $first, after: $after) {
      totalCount
      edges { node { code status createdAt } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`,
  OtherChannelMonths: `query OtherChannelMonths {
  viewer {
    name
    photoLibrary { photosCount months { id year month count isUnknownDate } }
  }
}`,
  OtherChannelMonthPhotos: `query OtherChannelMonthPhotos($id: ID!, $first: Int!) {
  node(id: $id) {
    ... on TimelineMonth { year month count photos(first: $first) { edges { node { localFileName dateTaken } } } }
  }
}`,
};

/** A document's id: the SHA-256 of its text (hex), as in the channel's file. */
const idOf = (text) => createHash('sha256').update(text).digest('hex');

if (process.argv.includes('--documents')) {
  const file = Object.fromEntries(Object.values(DOCUMENTS).map((text) => [idOf(text), text]));
  process.stdout.write(`${JSON.stringify(file, null, 2)}\n`);
  process.exit(0);
}

async function json(res, what) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The loopback redirect (RFC 8252 §7.3): a listener on 127.0.0.1, on any free port, for one answer. */
async function loopbackRedirect() {
  let deliver;
  const answer = new Promise((resolve) => { deliver = resolve; });
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname !== '/callback') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Signed in. You can close this window.');
    deliver(url.searchParams);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { uri: `http://127.0.0.1:${server.address().port}/callback`, answer, close: () => server.close() };
}

/** The browser's part, done with fetch: authorization request, sign-in form, redirects (with cookies), the redirect URI. */
async function browse(authorizeUrl, redirectUri) {
  const cookies = new Map();
  const request = async (url, init = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
  let res = await request(authorizeUrl);
  let signedIn = false;
  for (let hop = 0; hop < 10; hop++) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, res.url || authorizeUrl);
      if (next.href.startsWith(redirectUri)) {
        await fetch(next); // the browser arrives at the loopback listener
        return;
      }
      res = await request(next.href);
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!res.ok || signedIn || !action) {
      const error = /class="alert"[^>]*>([^<]+)/.exec(html)?.[1];
      throw new Error(`Sign-in failed (${res.status})${error ? `: ${error}` : ''}`);
    }
    signedIn = true;
    const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)]
      .map((m) => [m[1], m[2]]));
    res = await request(new URL(action.replace(/&#38;|&amp;/g, '&'), authorizeUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, email: EMAIL, password: PASSWORD }).toString(),
    });
  }
  throw new Error('Sign-in: too many redirects');
}

/** Authorization code + PKCE against the issuer the gateway names in /config.json, endpoints from discovery. */
async function signIn() {
  const { oidc } = await json(await fetch(`${GATEWAY_URL}/config.json`), 'GET /config.json');
  const discovery = await json(await fetch(`${oidc.authority}/.well-known/openid-configuration`), 'Discovery');
  const redirect = await loopbackRedirect();
  try {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: redirect.uri,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    await browse(authorize.href, redirect.uri);
    const params = await redirect.answer;
    if (params.get('state') !== state) throw new Error('The redirect came back with another state');
    if (!params.get('code')) throw new Error(`No code: ${params.get('error')} ${params.get('error_description') ?? ''}`);
    return await json(await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code: params.get('code'), redirect_uri: redirect.uri, client_id: CLIENT_ID,
        code_verifier: verifier,
      }).toString(),
    }), 'The token endpoint');
  } finally {
    redirect.close();
  }
}

/** Runs a registered document by its id (the text never travels); a refusal is thrown with its extensions.code. */
async function run(token, name, variables = {}) {
  const res = await fetch(`${GATEWAY_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ documentId: idOf(DOCUMENTS[name]), variables }),
  });
  const body = await res.json();
  if (body.errors?.length) {
    const [error] = body.errors;
    const retry = res.headers.get('retry-after');
    throw new Error(`${name}: ${error.extensions?.code ?? 'ERROR'}: ${error.message}${retry ? ` (Retry-After: ${retry} s)` : ''}`);
  }
  return body.data;
}

/** Every order of a group, a page at a time (Relay connection: first/after). */
async function ordersOf(token, group) {
  const orders = [];
  let after = null;
  for (;;) {
    const { viewer } = await run(token, 'OtherChannelOrders', { group, first: 50, after });
    if (!viewer.orders) throw new Error('The order service is unavailable');
    orders.push(...viewer.orders.edges.map((edge) => edge.node));
    if (!viewer.orders.pageInfo.hasNextPage) return orders;
    after = viewer.orders.pageInfo.endCursor;
  }
}

const tokens = await signIn();
console.log(`Signed in as ${EMAIL} (client ${CLIENT_ID}, access token for ${tokens.expires_in} s)`);

const orders = [...await ordersOf(tokens.access_token, 'IN_PROGRESS'), ...await ordersOf(tokens.access_token, 'HISTORY')];
const SHOWN = 20;
console.log(`\nOrders (${orders.length}), newest first:`);
for (const order of orders.slice(0, SHOWN)) {
  console.log(`  ${order.code.padEnd(14)} ${order.status.padEnd(16)} ${order.createdAt.slice(0, 10)}`);
}
if (orders.length > SHOWN) console.log(`  … and ${orders.length - SHOWN} more`);

const { viewer } = await run(tokens.access_token, 'OtherChannelMonths');
const month = viewer.photoLibrary?.months.find((m) => !m.isUnknownDate);
if (!month) {
  console.log('\nNo dated photos.');
} else {
  const { node } = await run(tokens.access_token, 'OtherChannelMonthPhotos', { id: month.id, first: 5 });
  const label = `${node.year}-${String(node.month).padStart(2, '0')}`;
  console.log(`\nNewest month of photos: ${label}, ${node.count} photos (of ${viewer.photoLibrary.photosCount} in all)`);
  for (const { node: photo } of node.photos.edges) console.log(`  ${photo.localFileName}`);
}
