import { describe, expect, it } from 'vitest';
import { identityOfToken } from './identity';
import { toConsentCode, toCookieConsent } from '../shared/consent';

const SECRET = 'q3Jb7mJ6n1Yx0t2wWf8Hc4LkZs9Pv5Rg1Ue6Da0Bi3o';

describe('identityOfToken', () => {
  it('reads `{idpType}.{idpSub}.{secret}`; the customer id may hold dots', () => {
    expect(identityOfToken(`local.acc-emma.${SECRET}`)).toEqual({ idpType: 'local', idpSub: 'acc-emma' });
    expect(identityOfToken(`local.2f1c.7a.${SECRET}`)).toEqual({ idpType: 'local', idpSub: '2f1c.7a' });
  });

  it('refuses anything else, above all what would be another path upstream', () => {
    for (const token of ['', SECRET, `local.${SECRET}`, `.acc.${SECRET}`, `local..${SECRET}`, `local.acc-emma.`, 'local.acc-emma.short',
      `local.../${SECRET}`, `local.....${SECRET}`, `lo/cal.acc.${SECRET}`, `local.a%2Fb.${SECRET}`, `local.a b.${SECRET}`,
      `local.${'x'.repeat(101)}.${SECRET}`, `local.acc.${SECRET}!`]) {
      expect(identityOfToken(token), token).toBeNull();
    }
  });
});

describe('cookie consent codes (spec §3: first analytics, second marketing)', () => {
  it('maps both ways', () => {
    expect(toCookieConsent('10')).toEqual({ code: '10', analytics: true, marketing: false });
    expect(toCookieConsent('01')).toEqual({ code: '01', analytics: false, marketing: true });
    expect([toConsentCode(false, false), toConsentCode(true, false), toConsentCode(false, true), toConsentCode(true, true)]).toEqual(['00', '10', '01', '11']);
  });
});
