// Runs the real authorization-code + PKCE flow against the provider with fetch, like a browser would:
// GET authorize → sign-in page → POST the form (with its hidden fields) → follow redirects with cookies → code →
// token endpoint. `options.issuer` signs in on another issuer (a site issuer, by its `*.localhost` name);
// `options.params` adds authorization parameters (idp_hint, ui_locales); `options.pagePath` opens another page of
// the interaction first (e.g. `?provider=local`).
import { createHash, randomBytes } from 'node:crypto';
import { localFetch } from './local-fetch';
import { PUBLIC_URL } from './server';

export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;

export interface SignInResult {
  accessToken: string;
  idToken: string;
  tokenType: string;
  expiresIn: number;
  scope: string;
}

export class SignInFailed extends Error {
  constructor(readonly status: number, readonly html: string) {
    super(`sign-in failed with status ${status}`);
  }
}

export interface SignInOptions {
  /** The issuer to sign in on; default `${baseUrl}/oidc`. */
  issuer?: string;
  /** More authorization request parameters. */
  params?: Record<string, string>;
  /** A query string the sign-in page is opened with (e.g. `provider=local`). */
  pageQuery?: string;
  /** A cookie jar shared between sign-ins (single sign-on); a new one by default. */
  jar?: CookieJar;
  /** The client signing in; default `my-account` (the brand sites'). */
  clientId?: string;
}

export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function signIn(baseUrl: string, email: string, password: string, redirectUri = REDIRECT_URI,
  options: SignInOptions = {}): Promise<SignInResult> {
  const { code, verifier } = await authorize(baseUrl, email, password, redirectUri, options);
  return exchange(baseUrl, code, verifier, redirectUri, options.issuer, options.clientId);
}

/** The browser part of the flow: ends with the authorization code delivered to the redirect URI. */
export async function authorize(baseUrl: string, email: string, password: string, redirectUri = REDIRECT_URI,
  options: SignInOptions = {}) {
  const jar = options.jar ?? new CookieJar();
  const issuer = options.issuer ?? `${baseUrl}/oidc`;
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await localFetch(url, { ...init, headers: { ...init.headers, cookie: jar.header() } });
    jar.store(res);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: options.clientId ?? 'my-account',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...options.params,
  }).toString();

  let res = await request(authorize.href);
  let pageQuery = options.pageQuery;
  let posted = false;
  for (let hop = 0; hop < 10; hop++) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, issuer);
      if (next.href.startsWith(redirectUri)) {
        const code = next.searchParams.get('code');
        if (!code || next.searchParams.get('state') !== state) throw new Error(`no code in ${next.href}`);
        return { code, verifier };
      }
      if (pageQuery && next.pathname.includes('/interaction/')) {
        next.search = pageQuery;
        pageQuery = undefined;
      }
      res = await request(next.href);
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (posted || !action) throw new SignInFailed(res.status, html);
    posted = true;
    const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)]
      .map((m) => [m[1]!, m[2]!]));
    res = await request(new URL(action.replace(/&#38;/g, '&'), issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, email, password }).toString(),
    });
  }
  throw new Error('too many redirects');
}

export async function exchange(baseUrl: string, code: string, verifier: string, redirectUri: string,
  issuer = `${baseUrl}/oidc`, clientId = 'my-account'): Promise<SignInResult> {
  const res = await localFetch(`${issuer}/token`, {
    method: 'POST',
    // A browser sends its page's origin (checked against the redirect rule); a native app none.
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(clientId === 'my-account' ? { origin: new URL(redirectUri).origin } : {}) },
    body: new URLSearchParams({
      grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier,
    }).toString(),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${JSON.stringify(body)}`);
  return {
    accessToken: String(body.access_token),
    idToken: String(body.id_token),
    tokenType: String(body.token_type),
    expiresIn: Number(body.expires_in),
    scope: String(body.scope ?? ''),
  };
}
