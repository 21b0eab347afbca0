// Blob store: one "asset" per original content (sha256 of the bytes), holding the original and its renditions as
// files: <dataDir>/blobs/<aa>/<sha256>/<file>. In memory when no directory is given (tests). `check()` is the
// health probe: on disk it writes, reads back and removes a small file in the store's directory.
import { createReadStream, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

export interface BlobStore {
  /** Writes the files of an asset (existing files are replaced atomically). */
  put(hash: string, files: Record<string, Buffer>): Promise<void>;
  has(hash: string, file: string): Promise<boolean>;
  /** A stream of the file (in chunks of `chunkSize` bytes, default 64 KiB) and its size, or undefined when missing. */
  read(hash: string, file: string, options?: { chunkSize?: number }): Promise<{ stream: Readable; size: number } | undefined>;
  /** The file opened for reads at any position into buffers of the caller's (no memory allocated per read). */
  open(hash: string, file: string): Promise<BlobFile | undefined>;
  /** The file's size in bytes, or undefined when missing. */
  size(hash: string, file: string): Promise<number | undefined>;
  readBuffer(hash: string, file: string): Promise<Buffer | undefined>;
  /** Where the file lives on disk (it may be missing), or undefined for a store in memory. */
  pathOf(hash: string, file: string): string | undefined;
  /** Removes the asset with all its files. */
  delete(hash: string): Promise<void>;
  /** Where resumable uploads keep their partial bytes until they are complete and checked: `<dataDir>/blobs/.uploads`
   *  on disk, a directory of its own under the system's temporary directory for a store in memory (tests). */
  uploadsDir(): string;
  /** Proves the store can take a write (throws otherwise); answers where it keeps the bytes. */
  check(): Promise<{ kind: 'disk' | 'memory' }>;
}

/** An open file of the store. */
export interface BlobFile {
  size: number;
  /** Reads up to `length` bytes at `position` into the start of `buffer`; answers the bytes read (0 at the end). */
  read(buffer: Buffer, length: number, position: number): Promise<number>;
  close(): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;
const FILE = /^[a-z0-9][a-z0-9.]{0,31}$/;

function check(hash: string, file?: string) {
  if (!HASH.test(hash) || (file !== undefined && !FILE.test(file))) throw new Error(`invalid blob name ${hash}/${file}`);
}

/** On disk in `<dataDir>/blobs`, or in memory; a store in memory may start with the assets of another store's
 *  directory (`initialDir`: tests starting from a seeded template). */
export function createBlobStore(dataDir?: string, { initialDir }: { initialDir?: string } = {}): BlobStore {
  return dataDir ? diskStore(join(dataDir, 'blobs')) : memoryStore(initialDir);
}

function diskStore(root: string): BlobStore {
  const dir = (hash: string) => join(root, hash.slice(0, 2), hash);
  let counter = 0;
  return {
    async put(hash, files) {
      check(hash);
      await mkdir(dir(hash), { recursive: true });
      await Promise.all(Object.entries(files).map(async ([file, bytes]) => {
        check(hash, file);
        const tmp = join(dir(hash), `.${process.pid}.${counter++}.tmp`);
        await writeFile(tmp, bytes);
        await rename(tmp, join(dir(hash), file));
      }));
    },
    pathOf(hash, file) {
      check(hash, file);
      return join(dir(hash), file);
    },
    async has(hash, file) {
      check(hash, file);
      return stat(join(dir(hash), file)).then(() => true, () => false);
    },
    async read(hash, file, options) {
      check(hash, file);
      const path = join(dir(hash), file);
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? { stream: createReadStream(path, { highWaterMark: options?.chunkSize }), size: info.size } : undefined;
    },
    async open(hash, file) {
      check(hash, file);
      const handle = await open(join(dir(hash), file), 'r').catch(() => undefined);
      if (!handle) return undefined;
      const info = await handle.stat();
      return {
        size: info.size,
        read: async (buffer, length, position) => (await handle.read(buffer, 0, length, position)).bytesRead,
        close: () => handle.close(),
      };
    },
    async size(hash, file) {
      check(hash, file);
      const info = await stat(join(dir(hash), file)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async readBuffer(hash, file) {
      check(hash, file);
      return readFile(join(dir(hash), file)).catch(() => undefined);
    },
    async delete(hash) {
      check(hash);
      await rm(dir(hash), { recursive: true, force: true });
    },
    uploadsDir() {
      return join(root, '.uploads');
    },
    async check() {
      await mkdir(root, { recursive: true });
      const probe = join(root, `.healthz.${process.pid}.${counter++}.tmp`);
      try {
        await writeFile(probe, 'ok');
        if ((await readFile(probe, 'utf8')) !== 'ok') throw new Error('the blob store read back other bytes');
      } finally {
        await unlink(probe).catch(() => undefined);
      }
      return { kind: 'disk' as const };
    },
  };
}

/** The assets of a disk store's directory (<aa>/<sha256>/<file>), read at once. */
function readAssets(root: string): Map<string, Map<string, Buffer>> {
  const assets = new Map<string, Map<string, Buffer>>();
  for (const prefix of readdirSync(root).filter((name) => /^[0-9a-f]{2}$/.test(name))) {
    for (const hash of readdirSync(join(root, prefix))) {
      if (!HASH.test(hash)) continue;
      const files = readdirSync(join(root, prefix, hash)).filter((file) => FILE.test(file));
      assets.set(hash, new Map(files.map((file) => [file, readFileSync(join(root, prefix, hash, file))])));
    }
  }
  return assets;
}

function memoryStore(initialDir?: string): BlobStore {
  const assets = initialDir ? readAssets(initialDir) : new Map<string, Map<string, Buffer>>();
  let uploads: string | undefined;
  return {
    uploadsDir() {
      uploads ??= mkdtempSync(join(tmpdir(), 'blob-uploads-'));
      return uploads;
    },
    async put(hash, files) {
      check(hash);
      const asset = assets.get(hash) ?? new Map<string, Buffer>();
      for (const [file, bytes] of Object.entries(files)) {
        check(hash, file);
        asset.set(file, bytes);
      }
      assets.set(hash, asset);
    },
    async has(hash, file) {
      return assets.get(hash)?.has(file) ?? false;
    },
    pathOf() {
      return undefined;
    },
    async read(hash, file) {
      const bytes = assets.get(hash)?.get(file);
      return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : undefined;
    },
    async open(hash, file) {
      const bytes = assets.get(hash)?.get(file);
      if (!bytes) return undefined;
      return {
        size: bytes.length,
        read: async (buffer, length, position) => (position >= bytes.length ? 0 : bytes.copy(buffer, 0, position, Math.min(bytes.length, position + length))),
        close: async () => undefined,
      };
    },
    async size(hash, file) {
      return assets.get(hash)?.get(file)?.length;
    },
    async readBuffer(hash, file) {
      return assets.get(hash)?.get(file);
    },
    async delete(hash) {
      assets.delete(hash);
    },
    async check() {
      return { kind: 'memory' as const };
    },
  };
}
