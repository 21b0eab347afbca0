import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip, sha256 } from '../../test/helpers/zip';
import { buildArchive, type ArchiveEntry } from './buildArchive';
import { ArchiveWorkers } from './buildInWorker';
import { safeFileName, uniqueNames } from './names';

const dir = mkdtempSync(join(tmpdir(), 'archive-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (name: string, bytes: Buffer): ArchiveEntry => ({ name, open: async () => Readable.from([bytes]) });

describe('archive names', () => {
  it('keeps names, makes repeats unique regardless of case, and strips folders and control characters', () => {
    expect(uniqueNames(['a.jpg', 'A.JPG', 'a.jpg', 'a (2).jpg', 'b', 'b'])).toEqual(
      ['a.jpg', 'A (2).JPG', 'a (3).jpg', 'a (2) (2).jpg', 'b', 'b (2)']);
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('C:\\x\u0000y.jpg')).toBe('C__x_y.jpg');
    expect(uniqueNames(['', '...'])).toEqual(['photo-1', 'photo-2']);
  });
});

describe('buildArchive', () => {
  it('streams the entries into a stored zip and answers the bytes written, calling onEntry after each', async () => {
    const files = [Buffer.from('first'), Buffer.alloc(300_000, 7), Buffer.from('')];
    const progress: number[] = [];
    const out = join(dir, 'ok.zip');
    const size = await buildArchive(files.map((b, i) => entry(`f${i}.bin`, b)), out, { onEntry: (done) => progress.push(done) });
    const bytes = readFileSync(out);
    expect(size).toBe(bytes.length);
    expect(progress).toEqual([1, 2, 3]);
    expect((await readZip(bytes)).map((e) => [e.name, e.method, e.sha256])).toEqual(files.map((b, i) => [`f${i}.bin`, 0, sha256(b)]));
  });

  it('removes the partial file when a source cannot be opened or breaks off, or the build is aborted', async () => {
    const broken = new Readable({ read() {
      this.push(Buffer.alloc(1000));
      this.destroy(new Error('disk gone'));
    } });
    const cases: Array<[string, ArchiveEntry[], AbortSignal?]> = [
      ['missing', [entry('a', Buffer.from('a')), { name: 'b', open: () => Promise.reject(new Error('no such blob')) }]],
      ['broken', [entry('a', Buffer.from('a')), { name: 'b', open: async () => broken }]],
      ['aborted', [entry('a', Buffer.from('a'))], AbortSignal.abort(new Error('stop'))],
    ];
    for (const [name, entries, signal] of cases) {
      const out = join(dir, `${name}.zip`);
      await expect(buildArchive(entries, out, { signal })).rejects.toThrow();
      expect(existsSync(out), name).toBe(false);
    }
  });

  it('never overwrites (nor removes) an existing file', async () => {
    const out = join(dir, 'existing.zip');
    writeFileSync(out, 'keep me');
    await expect(buildArchive([entry('a', Buffer.from('a'))], out)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(out, 'utf8')).toBe('keep me');
  });
});

describe('ArchiveWorkers', () => {
  const workers = new ArchiveWorkers();
  afterAll(() => workers.close());
  const file = (name: string, bytes: Buffer) => {
    const path = join(dir, `src-${name}`);
    writeFileSync(path, bytes);
    return { name, path, missing: `The original of ${name} is missing.` };
  };

  it('archives files on disk in a worker thread, byte for byte, reporting each entry', async () => {
    const contents = [Buffer.alloc(3_000_000, 1), Buffer.from('second'), Buffer.alloc(1_500_000, 9)];
    const files = contents.map((bytes, i) => file(`w${i}.jpg`, bytes));
    const progress: Array<[number, number]> = [];
    const out = join(dir, 'worker.zip');
    const size = await workers.build(files, out, { onEntry: (done, total) => progress.push([done, total]) });
    const bytes = readFileSync(out);
    expect(size).toBe(bytes.length);
    expect(progress).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect((await readZip(bytes)).map((e) => [e.name, e.sha256])).toEqual(contents.map((b, i) => [`w${i}.jpg`, sha256(b)]));
  });

  it('fails half-way with the reason when a file is missing, and leaves no partial archive', async () => {
    const files = [file('first.jpg', Buffer.alloc(2_000_000, 3)), { name: 'gone.jpg', path: join(dir, 'nope'), missing: 'The original of gone.jpg is missing.' }];
    const progress: number[] = [];
    const out = join(dir, 'worker-missing.zip');
    await expect(workers.build(files, out, { onEntry: (done) => progress.push(done) })).rejects.toThrow('The original of gone.jpg is missing.');
    expect(progress).toEqual([1]);
    expect(existsSync(out)).toBe(false);
  });

  it('stops and removes the partial archive when aborted', async () => {
    const out = join(dir, 'worker-aborted.zip');
    await expect(workers.build([file('a.jpg', Buffer.alloc(1000))], out, { signal: AbortSignal.abort(new Error('stop')) })).rejects.toThrow();
    expect(existsSync(out)).toBe(false);
  });

  it('builds again after failed and aborted builds, and runs two builds side by side', async () => {
    const a = file('again-a.jpg', Buffer.alloc(2_500_000, 4));
    const b = file('again-b.jpg', Buffer.alloc(700_000, 5));
    const outs = [join(dir, 'again-1.zip'), join(dir, 'again-2.zip')];
    const sizes = await Promise.all(outs.map((out, i) => workers.build(i ? [b, a] : [a, b], out)));
    for (const [i, out] of outs.entries()) {
      const bytes = readFileSync(out);
      expect(sizes[i]).toBe(bytes.length);
      expect((await readZip(bytes)).map((e) => e.name)).toEqual(i ? ['again-b.jpg', 'again-a.jpg'] : ['again-a.jpg', 'again-b.jpg']);
    }
  });

  it('fails a build still running when the workers are closed', async () => {
    const own = new ArchiveWorkers();
    const big = file('big.jpg', Buffer.alloc(20_000_000, 6));
    const out = join(dir, 'closed.zip');
    const build = own.build([big, big, big], out);
    await own.close();
    await expect(build).rejects.toThrow();
  });
});
