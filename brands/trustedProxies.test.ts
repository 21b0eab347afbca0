import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IncomingMessage } from 'node:http';
import { dropUntrustedForwarding, parseTrustedProxies } from './trustedProxies';

const request = (remoteAddress: string, headers: IncomingMessage['headers'] = {}) =>
  ({ socket: { remoteAddress }, headers }) as Pick<IncomingMessage, 'socket' | 'headers'>;
const via = (remoteAddress: string, forwardedFor?: string | string[]) =>
  request(remoteAddress, forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor as string });

describe('trusted proxies (TRUSTED_PROXIES)', () => {
  it('trusts no one by default: the socket address is the client', () => {
    const none = parseTrustedProxies(undefined);
    assert.equal(none.trusts('127.0.0.1'), false);
    assert.equal(none.clientAddress(via('127.0.0.1', '203.0.113.9')), '127.0.0.1');
  });

  it('takes the rightmost hop that is not a trusted proxy, IPv4-mapped forms included', () => {
    const proxies = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.7 ,fd00::/8');
    assert.equal(proxies.trusts('::ffff:10.1.2.3'), true);
    assert.equal(proxies.trusts('fd00::1'), true);
    assert.equal(proxies.trusts('192.0.2.8'), false);
    assert.equal(proxies.clientAddress(via('::ffff:10.0.0.1', '198.51.100.1, 203.0.113.9, 192.0.2.7')), '203.0.113.9');
    assert.equal(proxies.clientAddress(via('10.0.0.1', ['198.51.100.1', '10.0.0.2'])), '198.51.100.1');
    assert.equal(proxies.clientAddress(via('10.0.0.1')), '10.0.0.1');
    assert.equal(proxies.clientAddress(via('203.0.113.9', '198.51.100.1')), '203.0.113.9');
  });

  it('refuses what is not an address or range, naming the variable', () => {
    for (const value of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/x']) {
      assert.throws(() => parseTrustedProxies(value), /TRUSTED_PROXIES/, value);
    }
  });

  it('removes the forwarding headers of an untrusted peer only', () => {
    const proxies = parseTrustedProxies('127.0.0.1');
    const headers = () => ({ host: 'a', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' });
    const fromClient = request('198.51.100.1', headers());
    dropUntrustedForwarding(proxies, fromClient);
    assert.deepEqual(fromClient.headers, { host: 'a' });
    const fromProxy = request('127.0.0.1', headers());
    dropUntrustedForwarding(proxies, fromProxy);
    assert.deepEqual(fromProxy.headers, headers());
  });
});
