import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { signOut, signOutTo } from './signOut';

function fakeUserManager(user: unknown = null) {
  return {
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async (_args?: { id_token_hint?: string; post_logout_redirect_uri?: string }) => undefined),
  };
}

describe('signing out', () => {
  const origin = 'http://fotoprint-nl.localhost:4000';

  it('forgets the user and ends the session at the provider, which returns to the overview', async () => {
    const um = fakeUserManager({ id_token: 'id-token', expired: false });
    await signOut(um as unknown as UserManager, undefined, origin);
    expect(um.removeUser).toHaveBeenCalled();
    expect(um.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token', post_logout_redirect_uri: `${origin}/` });
  });

  it('can end at the account-deleted or e-mail-changed page of the same site', async () => {
    const um = fakeUserManager({ id_token: 'id-token', expired: true });
    await signOut(um as unknown as UserManager, 'accountDeleted', origin);
    await signOut(um as unknown as UserManager, 'changeEmailSuccess', origin);
    expect(um.signoutRedirect.mock.calls.map(([args]) => args?.post_logout_redirect_uri)).toEqual([
      `${origin}/account-deleted`,
      `${origin}/change-email-success`,
    ]);
  });

  it('signOutTo signs a signed-in customer out, to the page', async () => {
    const um = fakeUserManager({ id_token: 'id-token', expired: false });
    const location = { origin, replace: vi.fn() };
    await signOutTo({ userManager: async () => um as unknown as UserManager, storedUser: () => null }, 'accountDeleted', location);
    expect(um.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token', post_logout_redirect_uri: `${origin}/account-deleted` });
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('signOutTo sends anyone not signed in straight to the page (replacing the current one)', async () => {
    const um = fakeUserManager(null);
    const location = { origin, replace: vi.fn() };
    await signOutTo({ userManager: async () => um as unknown as UserManager, storedUser: () => null }, 'changeEmailSuccess', location);
    expect(location.replace).toHaveBeenCalledWith('/change-email-success');
    expect(um.signoutRedirect).not.toHaveBeenCalled();
  });
});
