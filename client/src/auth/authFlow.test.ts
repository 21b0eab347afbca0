import type { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicPath } from '../app/routes';
import { currentReturnUrl, runAuthFlow, safeReturnUrl } from './authFlow';

function fakeLocation(href: string) {
  const url = new URL(href);
  return {
    href: url.href,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: vi.fn(),
  } as unknown as Location & { replace: ReturnType<typeof vi.fn> };
}

function fakeUserManager(user: unknown = null) {
  return {
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => ({ state: '/orders?stripped=true' })),
  };
}

/** The flow at `location` (an address, or a fake location) with the fake user manager `um`. */
const run = (um: ReturnType<typeof fakeUserManager>, location: string | Location, more: Partial<Parameters<typeof runAuthFlow>[1]> = {}) =>
  runAuthFlow(async () => um as unknown as UserManager, { isPublicPath, location: typeof location === 'string' ? fakeLocation(location) : location, ...more });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('runAuthFlow', () => {
  it('without a user starts sign-in and remembers path and query', async () => {
    const um = fakeUserManager();
    expect(await run(um, 'http://localhost:4000/orders?stripped=true')).toBe('redirecting');
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: '/orders?stripped=true' });
  });

  it('with a valid user the app starts', async () => {
    const um = fakeUserManager({ expired: false });
    expect(await run(um, 'http://localhost/')).toBe('ready');
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it('with a valid stored user the app starts without loading the OIDC client', async () => {
    const userManager = vi.fn();
    const storedUser = () => ({ access_token: 'token', expired: false });
    expect(await runAuthFlow(userManager, { isPublicPath, storedUser, location: fakeLocation('http://localhost/orders') })).toBe('ready');
    expect(userManager).not.toHaveBeenCalled();
  });

  it('an expired stored user is asked about again (and signs in again)', async () => {
    const um = fakeUserManager({ expired: true });
    const storedUser = () => ({ access_token: 'token', expired: true });
    expect(await run(um, 'http://localhost/orders', { storedUser })).toBe('redirecting');
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: '/orders' });
  });

  it('an expired user signs in again', async () => {
    const um = fakeUserManager({ expired: true });
    expect(await run(um, 'http://localhost/')).toBe('redirecting');
  });

  it('the callback finishes sign-in and continues at the stored return URL', async () => {
    const um = fakeUserManager();
    expect(await run(um, 'http://localhost:3000/auth/callback?code=c&state=s')).toBe('ready');
    expect(um.signinRedirectCallback).toHaveBeenCalledWith('http://localhost:3000/auth/callback?code=c&state=s');
    expect(window.location.pathname + window.location.search).toBe('/orders?stripped=true');
  });

  it('a left-over state parameter resets to the root', async () => {
    const um = fakeUserManager({ expired: false });
    const location = fakeLocation('http://localhost/orders?state=abc');
    expect(await run(um, location)).toBe('redirecting');
    expect(location.replace).toHaveBeenCalledWith('/');
  });

  it('public pages and logout need no sign-in', async () => {
    const um = fakeUserManager();
    for (const href of ['http://localhost/subscription-confirmation-success', 'http://localhost/logout']) {
      expect(await run(um, href)).toBe('ready');
    }
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it('callback failures propagate (the app shows Auth Error)', async () => {
    const um = fakeUserManager();
    um.signinRedirectCallback.mockRejectedValueOnce(new Error('invalid_grant'));
    await expect(run(um, 'http://localhost/auth/callback?error=x&state=s')).rejects.toThrow('invalid_grant');
  });
});

describe('return URLs', () => {
  it('accepts only same-site paths', () => {
    expect(safeReturnUrl('/orders?x=1')).toBe('/orders?x=1');
    expect(safeReturnUrl('//evil.example/')).toBe('/');
    expect(safeReturnUrl('https://evil.example/')).toBe('/');
    expect(safeReturnUrl(undefined)).toBe('/');
    expect(currentReturnUrl({ pathname: '/orders', search: '?stripped=true', hash: '' })).toBe('/orders?stripped=true');
  });
});
