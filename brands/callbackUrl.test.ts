import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseCallbackUrl } from './callbackUrl';

describe('callback URLs', () => {
  it('are https URLs of a public server, kept in their normalised form', () => {
    assert.equal(normaliseCallbackUrl(' https://HOOKS.Example.com:443/orders/../cb?a=1 '), 'https://hooks.example.com/cb?a=1');
    assert.equal(normaliseCallbackUrl('https://hooks.example.com/a b'), 'https://hooks.example.com/a%20b');
    assert.equal(normaliseCallbackUrl('https://bücher.example/'), 'https://xn--bcher-kva.example/');
    assert.equal(normaliseCallbackUrl('https://93.184.216.34/cb'), 'https://93.184.216.34/cb');
    assert.equal(normaliseCallbackUrl('https://[2606:4700::1111]/cb'), 'https://[2606:4700::1111]/cb');
  });

  it('refuse other schemes, userinfo, control characters and over 2,000 characters', () => {
    for (const url of ['http://hooks.example.com/', 'ftp://hooks.example.com/', 'https://user:pw@hooks.example.com/', 'https://user@hooks.example.com/',
      'https://hooks.example.com/a\r\nX-Injected: 1', 'https://hooks.\texample.com/', 'https://hooks.example.com/\u0000', 'https://hooks.example.com/\u0085',
      '/relative', 'hooks.example.com', '', `https://hooks.example.com/${'x'.repeat(2000)}`, `https://hooks.example.com/${'é'.repeat(400)}`]) {
      assert.equal(normaliseCallbackUrl(url), undefined, JSON.stringify(url));
    }
  });

  it('refuse internal hosts in every numeric form, localhost and special-use names', () => {
    for (const host of ['127.0.0.1', '2130706433', '0x7f000001', '127.1', '0177.0.0.1', '%31%32%37.0.0.1', '[::1]', '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]', '10.0.0.8', '172.16.4.2', '192.168.1.1', '100.64.0.1', '169.254.169.254', '[fd00::1]', '[fe80::1]', '0.0.0.0', '0',
      '[::]', '224.0.0.1', '[ff02::1]', '240.0.0.1', '255.255.255.255', '192.0.2.1', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[::ffff:8.8.8.8]',
      'localhost', 'LOCALHOST.', 'api.localhost', 'metadata', 'printer.local', 'db.internal', 'nas.home.arpa']) {
      assert.equal(normaliseCallbackUrl(`https://${host}:8443/cb`), undefined, host);
    }
  });
});
