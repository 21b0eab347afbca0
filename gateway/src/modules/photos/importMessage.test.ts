import { describe, expect, it } from 'vitest';
import { parseImportMessage } from './importMessage';

const ID = '3f1c2a5e-8d7b-4c1a-9e2f-0a1b2c3d4e5f';
const msg = (m: unknown) => JSON.stringify(m);

describe('parseImportMessage', () => {
  it('accepts a valid push message', () => {
    expect(parseImportMessage(msg({
      id: ID, type: 'IMPORT_PROGRESS', data: { payload: { importedCount: 3, totalCount: 40 }, timestamp: '2026-01-02T03:04:05Z' },
    }))).toEqual({ id: ID, type: 'IMPORT_PROGRESS', timestamp: '2026-01-02T03:04:05.000Z', importedCount: 3, totalCount: 40 });
    expect(parseImportMessage(msg({ id: ID, type: 'IMPORT_STARTED', data: { timestamp: '2026-01-02T03:04:05.123+01:00' } })))
      .toMatchObject({ importedCount: null, totalCount: null, timestamp: '2026-01-02T02:04:05.123Z' });
  });

  it('rejects everything else', () => {
    const ok = { id: ID, type: 'IMPORT_FINISHED', data: { payload: {}, timestamp: '2026-01-02T03:04:05Z' } };
    for (const bad of [
      'OK', 'not json', msg(null), msg([]), msg({ ...ok, id: 'nope' }), msg({ ...ok, type: 'IMPORT_PAUSED' }),
      msg({ ...ok, data: null }), msg({ ...ok, data: { timestamp: 'yesterday' } }), msg({ ...ok, data: { timestamp: '2026-13-45T00:00:00Z' } }),
      msg({ ...ok, data: { ...ok.data, payload: 'x' } }), msg({ ...ok, data: { ...ok.data, payload: { importedCount: -1 } } }),
      msg({ ...ok, data: { ...ok.data, payload: { totalCount: 1.5 } } }), msg({ ...ok, data: { ...ok.data, payload: { totalCount: '4' } } }),
    ]) {
      expect(parseImportMessage(bad), bad).toBeNull();
    }
  });
});
