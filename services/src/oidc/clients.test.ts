import { describe, expect, it } from 'vitest';
import { parseChannelClients } from './clients';

describe('OIDC_CHANNEL_CLIENTS', () => {
  it('defaults to the example channel, with a loopback and a private-use-scheme redirect', () => {
    expect(parseChannelClients()).toEqual([
      { clientId: 'other-channel', redirectUris: ['http://127.0.0.1/callback', 'app.myaccount.example:/callback'] },
    ]);
    expect(parseChannelClients('none')).toEqual([]);
  });

  it('reads several clients', () => {
    expect(parseChannelClients('kiosk=http://[::1]/done, app=com.example.app:/cb|http://127.0.0.1/cb')).toEqual([
      { clientId: 'kiosk', redirectUris: ['http://[::1]/done'] },
      { clientId: 'app', redirectUris: ['com.example.app:/cb', 'http://127.0.0.1/cb'] },
    ]);
  });

  it('stops the start on a redirect a native client may not have, or a client given twice', () => {
    for (const [value, message] of [
      ['app=http://localhost/cb', /127\.0\.0\.1 or \[::1\]/],
      ['app=https://example.com/cb', /private-use scheme/],
      ['app=myapp:/cb', /private-use scheme/],
      ['app=', /no redirect URI/],
      ['my-account=http://127.0.0.1/cb', /brand sites' client/],
      ['a=http://127.0.0.1/x,a=http://127.0.0.1/y', /given twice/],
    ] as const) {
      expect(() => parseChannelClients(value)).toThrow(message);
    }
  });
});
