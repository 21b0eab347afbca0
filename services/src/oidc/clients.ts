// The clients of the identity provider: `my-account` (the brand sites, ./redirects.ts decides its redirect URIs) and
// the native clients of other channels, configured by OIDC_CHANNEL_CLIENTS.

/** The brand sites' client. */
export const CLIENT_ID = 'my-account';

/**
 * A native client of another channel (RFC 8252): public (no secret), authorization code with PKCE S256, redirect URIs
 * on the loopback interface (`http://127.0.0.1/<path>`: any port is accepted, §7.3) or a private-use scheme (§7.1).
 */
export interface ChannelClient {
  clientId: string;
  redirectUris: string[];
}

/** OIDC_CHANNEL_CLIENTS when unset: one client for the example of the README ("Calling the gateway from another channel"). */
const DEFAULT_CHANNEL_CLIENTS = 'other-channel=http://127.0.0.1/callback|app.myaccount.example:/callback';

/**
 * `client_id=uri1|uri2,client_id2=uri3` → the channels' clients; `none` for none. A loopback redirect must be
 * `http://127.0.0.1/…` or `http://[::1]/…` (not `localhost`, RFC 8252 §8.3), any other must use a private-use scheme
 * (`reverse.domain.name:/path`).
 */
export function parseChannelClients(value: string | undefined = DEFAULT_CHANNEL_CLIENTS): ChannelClient[] {
  if (value.trim() === 'none') return [];
  const clients = value.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const [clientId = '', uris = ''] = entry.split('=', 2).map((part) => part.trim());
    const redirectUris = uris.split('|').map((uri) => uri.trim()).filter(Boolean);
    const problem = !/^[a-z0-9][a-z0-9._-]{0,63}$/.test(clientId) ? `"${clientId}" is not a client id (a-z, 0-9, . _ -)`
      : clientId === CLIENT_ID ? `"${CLIENT_ID}" is the brand sites' client`
      : !redirectUris.length ? `${clientId} has no redirect URI`
      : redirectUris.map(redirectProblem).find(Boolean);
    if (problem) throw new Error(`OIDC_CHANNEL_CLIENTS: ${problem} (expected client_id=uri1|uri2,…)`);
    return { clientId, redirectUris };
  });
  if (new Set(clients.map((c) => c.clientId)).size < clients.length) throw new Error('OIDC_CHANNEL_CLIENTS: a client id is given twice');
  return clients;
}

function redirectProblem(uri: string): string | undefined {
  const url = URL.parse(uri);
  if (!url || url.hash) return `"${uri}" is not a redirect URI`;
  if (url.protocol === 'http:') {
    return ['127.0.0.1', '[::1]'].includes(url.hostname) ? undefined : `"${uri}": an http redirect must be on 127.0.0.1 or [::1]`;
  }
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol) ? undefined
    : `"${uri}": other redirects must use a private-use scheme (reverse domain name, e.g. com.example.app:/callback)`;
}
