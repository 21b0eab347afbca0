import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const base = { oidc: { authority: 'http://localhost:4001/oidc', clientId: 'my-account' } };

describe('parseConfig', () => {
  it('takes error reporting (DSN, environment, release) when a DSN is given, and leaves it off otherwise', () => {
    expect(parseConfig({ ...base, errorReporting: { dsn: 'http://key@localhost:4001/error-reports/1', environment: 'production', release: 'my-account@abc' } }).errorReporting)
      .toEqual({ dsn: 'http://key@localhost:4001/error-reports/1', environment: 'production', release: 'my-account@abc' });
    expect(parseConfig({ ...base, errorReporting: { dsn: 'http://key@localhost:4001/1', release: 7 } }).errorReporting)
      .toEqual({ dsn: 'http://key@localhost:4001/1', environment: undefined, release: undefined });
    for (const off of [undefined, null, {}, { dsn: '' }, { dsn: 42 }, 'http://key@host/1']) {
      expect(parseConfig({ ...base, errorReporting: off })).not.toHaveProperty('errorReporting');
    }
  });
});
