import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const DEFAULT_QUERY = `# The signed-in customer. Sign in to the product on this origin first:
# GraphiQL reuses its access token (Authorization header and WebSocket connectionParams).
query Viewer {
  viewer {
    id
    isBusiness
    accountDeleted
    firstName
    name
    email
    businessAccountStatus
    photoLibrary {
      photosCount
      albumsCount
    }
  }
}
`;

interface ClientConfig {
  oidc?: { authority?: string; clientId?: string };
}

/** The product client's access token (oidc-client-ts user entry), if it is signed in on this origin. */
async function readAccessToken(): Promise<string | null> {
  try {
    const config = (await (await fetch('/config.json')).json()) as ClientConfig;
    const key = `oidc.user:${config.oidc?.authority}:${config.oidc?.clientId}`;
    const raw = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    const user = raw ? (JSON.parse(raw) as { access_token?: string; expires_at?: number }) : null;
    if (!user?.access_token) return null;
    if (user.expires_at && user.expires_at * 1000 < Date.now()) return null;
    return user.access_token;
  } catch {
    return null;
  }
}

const token = await readAccessToken();
const authorization = token ? `Bearer ${token}` : undefined;
const wsProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${wsProtocol}//${location.host}/graphql`,
  headers: authorization ? { Authorization: authorization } : {},
  wsConnectionParams: authorization ? { authorization } : {},
});

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
