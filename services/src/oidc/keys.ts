// Signing keys (RSA, RS256) and cookie keys of the identity provider. Generated on first start and kept in
// <dataDir>/oidc-keys.json so tokens and sessions survive restarts; in memory when there is no data dir.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private JWKs (for oidc-provider). */
  jwks: { keys: JWK[] };
  /** Secrets that sign the provider's cookies (newest first). */
  cookieKeys: string[];
}

async function generate(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/** The keys of the main issuer (`oidc-keys.json`) or of a site issuer (`oidc-keys-<channel>.json`): each its own. */
export async function loadKeys(dataDir?: string, name = 'oidc-keys'): Promise<ProviderKeys> {
  if (!dataDir) return generate();
  const file = join(dataDir, `${name}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  const keys = await generate();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** The public half of the key set (what `${issuer}/jwks` publishes). */
export function publicJwks(keys: ProviderKeys): { keys: JWK[] } {
  return {
    keys: keys.jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
