import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTrustedDocuments } from './persistedQueries';

/** A directory with these files ({ name: { id: text } }). */
function files(entries: Record<string, Record<string, string>>) {
  const dir = mkdtempSync(join(tmpdir(), 'trusted-documents-'));
  for (const [name, documents] of Object.entries(entries)) writeFileSync(join(dir, name), JSON.stringify(documents));
  return dir;
}

describe('the trusted documents of every channel', () => {
  it("merges the first-party file with each channel's file, from a directory or a file; a missing one is none", async () => {
    const first = files({ 'persisted-queries.json': { a: '{ a }' } });
    const channels = files({ 'kiosk.json': { k: '{ k }' }, 'app.json': { p: '{ p }' }, 'notes.txt': {} });
    const partner = files({ 'partner.json': { q: '{ q }' } });
    mkdirSync(join(channels, 'empty'));
    const documents = await loadTrustedDocuments(join(first, 'persisted-queries.json'),
      [channels, join(partner, 'partner.json'), join(partner, 'missing')]);
    expect(Object.fromEntries(documents)).toEqual({ a: '{ a }', p: '{ p }', k: '{ k }', q: '{ q }' });
  });

  it('stops the start when two files register the same id, naming both', async () => {
    const first = files({ 'persisted-queries.json': { a: '{ a }' } });
    const channels = files({ 'kiosk.json': { k: '{ k }' }, 'app.json': { a: '{ other }' } });
    await expect(loadTrustedDocuments(join(first, 'persisted-queries.json'), [channels]))
      .rejects.toThrow('Trusted document id "a" is registered by both persisted-queries.json and app.json: ids must be unique across channels');
  });
});
