import assert from 'node:assert/strict';
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { describe, it } from 'node:test';
import { localOwnIssuer, parseSiteIssuers, siteOfChannel } from './index';
import { isLocalhostName, localhostLookup } from './localhostLookup';

const fallback = (channel: string) => localOwnIssuer(siteOfChannel(channel)!, 'http://localhost:4001');

describe('site issuers (OIDC_SITE_ISSUERS)', () => {
  it('defaults to the local issuer of every site with an own issuer', () => {
    const expected = { 'fotoutskrift-se': 'http://auth.fotoutskrift-se.localhost:4001/oidc' };
    assert.deepEqual(parseSiteIssuers(undefined, (s) => fallback(s.channel)), expected);
    assert.deepEqual(parseSiteIssuers('  ', (s) => fallback(s.channel)), expected);
    assert.deepEqual(parseSiteIssuers('none', (s) => fallback(s.channel)), {});
  });

  it('takes configured issuers, trimming a trailing slash', () => {
    assert.deepEqual(parseSiteIssuers(' fotoutskrift-se = https://login.fotoutskrift.example/ ', () => 'x'),
      { 'fotoutskrift-se': 'https://login.fotoutskrift.example' });
  });

  it('refuses unknown channels, sites without an own issuer, odd URLs and repeats', () => {
    for (const bad of ['nowhere=https://a.example', 'fotoutskrift-no=https://a.example', 'fotoutskrift-se=ftp://a.example',
      'fotoutskrift-se=https://a.example/?x=1', 'fotoutskrift-se', 'fotoutskrift-se=https://u:p@a.example',
      'fotoutskrift-se=https://a.example,fotoutskrift-se=https://b.example']) {
      assert.throws(() => parseSiteIssuers(bad, () => 'x'), /OIDC_SITE_ISSUERS/, bad);
    }
  });
});

describe('the .localhost lookup (RFC 6761)', () => {
  it('knows localhost names', () => {
    assert.ok(isLocalhostName('auth.fotoutskrift-se.localhost'));
    assert.ok(isLocalhostName('A.LOCALHOST.'));
    assert.ok(!isLocalhostName('localhost.example'));
    assert.ok(!isLocalhostName('evil-localhost'));
  });

  it('resolves names under .localhost to loopback, where the system resolver does not', async () => {
    await assert.rejects(lookup('auth.fotoutskrift-se.localhost'));
    const one = await new Promise<[string, number | undefined]>((resolve, reject) =>
      localhostLookup('auth.fotoutskrift-se.localhost', {}, (e, a, f) => (e ? reject(e) : resolve([a as string, f]))));
    assert.deepEqual(one, ['127.0.0.1', 4]);
    const all = await new Promise((resolve, reject) =>
      localhostLookup('x.localhost', { all: true }, (e, a) => (e ? reject(e) : resolve(a))));
    assert.deepEqual(all, [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
  });

  it('lets an http agent reach a server on loopback by a .localhost name', async () => {
    const server = createServer((req, res) => res.end(req.headers.host));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const agent = new http.Agent({ lookup: localhostLookup as never });
      const body = await new Promise<string>((resolve, reject) => {
        http.get(`http://auth.fotoutskrift-se.localhost:${port}/`, { agent }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c)).on('end', () => resolve(text));
        }).on('error', reject);
      });
      assert.equal(body, `auth.fotoutskrift-se.localhost:${port}`);
      agent.destroy();
    } finally {
      server.close();
    }
  });
});
