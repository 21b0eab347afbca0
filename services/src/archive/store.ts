// Where archives live: <dataDir>/archives/<downloadId>.zip (a build writes <id>.zip.part and renames it when done,
// so a partial file is never served). Without a data directory (tests) a temporary directory, removed on close.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ArchiveStore {
  dir: string;
  /** The finished archive of a download. */
  path(downloadId: string): string;
  /** The file a build writes to. */
  partPath(downloadId: string): string;
  /** Size of the finished archive, or undefined when it is not there. */
  size(downloadId: string): Promise<number | undefined>;
  /** Removes the archive and any partial file. */
  remove(downloadId: string): Promise<void>;
  close(): Promise<void>;
}

export function createArchiveStore(dataDir?: string): ArchiveStore {
  const temporary = !dataDir;
  const dir = dataDir ? join(dataDir, 'archives') : mkdtempSync(join(tmpdir(), 'my-account-archives-'));
  mkdirSync(dir, { recursive: true });
  const path = (id: string) => join(dir, `${id}.zip`);
  const partPath = (id: string) => join(dir, `${id}.zip.part`);
  return {
    dir,
    path,
    partPath,
    async size(id) {
      const info = await stat(path(id)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async remove(id) {
      await Promise.all([rm(path(id), { force: true }), rm(partPath(id), { force: true })]);
    },
    async close() {
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
