import { describe, expect, it } from 'vitest';
import { createSigner, URL_LIFETIME_SECONDS } from '../src/blob/signing';
import { randomBytes } from 'node:crypto';

describe('signed URLs', () => {
  const signer = createSigner(randomBytes(32));
  it('verifies its own signature only for the same account, key and expiry, before it expires', () => {
    const now = Date.UTC(2026, 0, 1);
    const { expires, signature } = signer.sign('acc-1', 'p.x.300', now);
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(URL_LIFETIME_SECONDS * 1000);
    expect(signer.verify('acc-1', 'p.x.300', String(expires), signature, now)).toBe(true);
    expect(signer.verify('acc-2', 'p.x.300', String(expires), signature, now)).toBe(false);
    expect(signer.verify('acc-1', 'p.x.800', String(expires), signature, now)).toBe(false);
    expect(signer.verify('acc-1', 'p.x.300', String(expires + 600), signature, now)).toBe(false);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify('acc-1', 'p.x.300', String(expires), tampered, now)).toBe(false);
    expect(signer.verify('acc-1', 'p.x.300', String(expires), signature, expires * 1000 + 1)).toBe(false);
    expect(signer.verify('acc-1', 'p.x.300', undefined, signature, now)).toBe(false);
    expect(createSigner(randomBytes(32)).verify('acc-1', 'p.x.300', String(expires), signature, now)).toBe(false);
  });
});
