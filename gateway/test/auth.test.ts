import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, createAuthenticator } from '../src/security/auth';
import { AUDIENCE, createMockServer, createSigner, ISSUER, type Signer } from './helpers';

let signer: Signer;
let mock: ReturnType<typeof createMockServer>;

beforeAll(async () => {
  signer = await createSigner('auth-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => mock.close());

describe('bearer tokens remembered after verification', () => {
  it('stop working at their exp like any other token', async () => {
    const authenticate = createAuthenticator({ oidcIssuer: ISSUER, oidcAudience: AUDIENCE });
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await signer.sign({ exp }, { expires: false });
    expect((await authenticate(`Bearer ${token}`)).accountId).toBe('acc-emma');
    expect((await authenticate(`Bearer ${token}`)).accountId).toBe('acc-emma'); // from memory
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    await expect(authenticate(`Bearer ${token}`)).rejects.toThrow(AuthenticationError);
  });

  it('are remembered by their exact text: a tampered copy of a remembered token is refused, every time', async () => {
    const authenticate = createAuthenticator({ oidcIssuer: ISSUER, oidcAudience: AUDIENCE });
    const token = await signer.sign();
    await authenticate(`Bearer ${token}`);
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'acc-other', iss: ISSUER, aud: AUDIENCE, exp: 4102444800 })).toString('base64url');
    for (const tampered of [`${header}.${claims}.${signature}`, `${token.slice(0, -4)}AAAA`]) {
      for (let i = 0; i < 2; i++) await expect(authenticate(`Bearer ${tampered}`)).rejects.toThrow(/Invalid bearer token/);
    }
  });
});
