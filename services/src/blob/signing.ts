// Signed URLs: HMAC-SHA256 over (accountId, key, expires) with a secret persisted in DATA_DIR (random per process
// without one). Expiry is rounded up to a 10-minute bucket so a URL stays stable (and cacheable) for a while.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const URL_LIFETIME_SECONDS = 3600;
const BUCKET_SECONDS = 600;

export interface Signature {
  expires: number;
  signature: string;
}

export interface Signer {
  /** Signs `key` for `accountId`, valid for at least URL_LIFETIME_SECONDS. */
  sign(accountId: string, key: string, now?: number): Signature;
  /** True when the signature matches (accountId, key, expires) and has not expired. */
  verify(accountId: string, key: string, expires: unknown, signature: unknown, now?: number): boolean;
}

export function loadSigningSecret(dataDir?: string): Buffer {
  if (!dataDir) return randomBytes(32);
  const path = join(dataDir, 'url-signing-secret');
  if (existsSync(path)) return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(path, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

export function createSigner(secret: Buffer): Signer {
  const mac = (accountId: string, key: string, expires: number) =>
    createHmac('sha256', secret).update(`${accountId}\n${key}\n${expires}`).digest('base64url');
  return {
    sign(accountId, key, now = Date.now()) {
      const seconds = Math.floor(now / 1000) + URL_LIFETIME_SECONDS;
      const expires = Math.ceil(seconds / BUCKET_SECONDS) * BUCKET_SECONDS;
      return { expires, signature: mac(accountId, key, expires) };
    },
    verify(accountId, key, expires, signature, now = Date.now()) {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return false;
      const at = Number(expires);
      if (at * 1000 <= now) return false;
      const expected = Buffer.from(mac(accountId, key, at));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Seconds a signed response may be cached: up to a minute before its URL expires, at most the URL lifetime. */
export function maxAgeSeconds(expires: unknown, now = Date.now()): number {
  return Math.max(0, Math.min(URL_LIFETIME_SECONDS, Number(expires) - Math.floor(now / 1000) - 60));
}

/** Absolute signed URL on the services' public origin (the signature in `param`: `signature`, or `sig` for projects). */
export function signedUrl(base: string, path: string, { expires, signature }: Signature, param = 'signature'): string {
  return `${base}${path}?expires=${expires}&${param}=${signature}`;
}
