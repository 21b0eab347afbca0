import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../brand/brands';
import { testConfig } from '../test/relay';
import { createSession, readStoredUser } from './session';

const brand = DEFAULT_BRAND;
const now = Math.floor(Date.now() / 1000);

describe('session', () => {
  it('reads the user the OIDC client stored, without the client', async () => {
    const session = createSession(testConfig, brand, 'http://localhost:4000');
    expect(session.storedUser()).toBeNull();
    const userManager = await session.userManager();
    await userManager.storeUser(
      new User({ access_token: 'access-1', id_token: 'id-1', token_type: 'Bearer', profile: { sub: 'c1' } as never, expires_at: now + 300 }),
    );
    expect(session.storedUser()).toEqual({ access_token: 'access-1', id_token: 'id-1', subject: 'c1', expired: false });
    expect(await session.getAccessToken()).toBe('access-1');
    expect((await userManager.getUser())?.expired).toBe(false);
  });

  it('knows an expired token as the OIDC client does', async () => {
    const session = createSession(testConfig, brand, 'http://localhost:4000');
    const userManager = await session.userManager();
    await userManager.storeUser(new User({ access_token: 'old', token_type: 'Bearer', profile: { sub: 'c1' } as never, expires_at: now - 1 }));
    expect(session.storedUser()).toMatchObject({ access_token: 'old', expired: true });
    expect((await userManager.getUser())?.expired).toBe(true);
  });

  it('treats an unreadable record as no user', () => {
    const storage = { getItem: (key: string) => ({ a: '{not json', b: '{"access_token": 3}', c: null })[key] ?? null };
    expect(readStoredUser(storage, 'a')).toBeNull();
    expect(readStoredUser(storage, 'b')).toBeNull();
    expect(readStoredUser(storage, 'c')).toBeNull();
  });
});
