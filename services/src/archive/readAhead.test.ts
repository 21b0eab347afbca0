import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip, sha256 } from '../../test/helpers/zip';
import { buildArchive } from './buildArchive';
import { ReadAhead } from './readAhead';

const dir = mkdtempSync(join(tmpdir(), 'read-ahead-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { path, missing: `The original of ${name} is missing.` };
};

describe('ReadAhead', () => {
  it('reads the files into its few buffers, each read into again once written: the archive is byte for byte', async () => {
    // 1.1 MB through two buffers of 64 KiB: without the buffers coming back, reading would stop after 128 KiB.
    const contents = [randomBytes(1_100_000), Buffer.alloc(0), randomBytes(100_000)];
    const files = contents.map((bytes, i) => file(`r${i}.jpg`, bytes));
    const reader = new ReadAhead(files, { chunkSize: 64 << 10, buffers: 2 });
    // The memory of every chunk the reader hands out, seen on its way to the archive (passed on as it is).
    const memory = new Set<ArrayBufferLike>();
    const seen = () => new Transform({
      transform(chunk: Buffer, _encoding, done) {
        memory.add(chunk.buffer);
        done(null, chunk);
      },
    });
    const out = join(dir, 'read-ahead.zip');
    const size = await buildArchive(files.map((_, index) => ({ name: `r${index}.jpg`, open: async () => reader.stream(index).pipe(seen()) })), out, {
      written: (chunk) => reader.release(chunk),
    });
    reader.close();
    const bytes = readFileSync(out);
    expect(size).toBe(bytes.length);
    expect((await readZip(bytes)).map((e) => [e.name, e.sha256])).toEqual(contents.map((b, i) => [`r${i}.jpg`, sha256(b)]));
    // The sources' chunks came from the two buffers only.
    expect(memory.size).toBe(2);
  });

  it('fails the stream of a file that cannot be opened with its reason, after the files before it', async () => {
    const ok = file('ok.txt', Buffer.from('first'));
    const reader = new ReadAhead([ok, { path: join(dir, 'nope'), missing: 'The original of nope is missing.' }], { chunkSize: 1024, buffers: 2 });
    expect(await text(reader.stream(0))).toBe('first');
    await expect(text(reader.stream(1))).rejects.toThrow('The original of nope is missing.');
    reader.close();
  });
});
