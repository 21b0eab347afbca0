import { describe, expect, it } from 'vitest';
import { hashToken, isSubscriptionToken, newIdentityToken, newSubscriptionToken, sameIdentity, tokenIdentity } from './tokens';

describe('confirmation tokens', () => {
  const identity = { idpType: 'local', idpSub: '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11' };

  it('names the identity, carries 32 random bytes and is stored as its sha256 only', () => {
    const a = newIdentityToken(identity);
    const b = newIdentityToken(identity);
    expect(a.token).toMatch(/^local\.7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11\.[\w-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenIdentity(a.token)).toEqual(identity);
    expect(sameIdentity(tokenIdentity(a.token), identity)).toBe(true);
    expect(sameIdentity(tokenIdentity(a.token), { ...identity, idpSub: 'other' })).toBe(false);
  });

  it('refuses malformed tokens', () => {
    const { token } = newIdentityToken(identity);
    for (const bad of ['', 'x', `${token}.x`, token.slice(0, -1), `local..${token.split('.')[2]}`, token.replace('local', 'lo cal')]) {
      expect(tokenIdentity(bad), bad).toBeUndefined();
    }
    expect(isSubscriptionToken(newSubscriptionToken().token)).toBe(true);
    expect(isSubscriptionToken(token)).toBe(false);
  });
});
