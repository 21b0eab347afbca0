// Reads the files of an archive one after the other into a fixed set of reusable buffers. The next chunk is read as
// soon as a buffer is free, so the disk is read back to back (as `cat` reads it) while earlier chunks are checksummed
// and written on other threads, and no memory is allocated per chunk: fresh memory is costly (page faults, and on a
// virtual machine that hands freed memory back to its host, a fault on the host too), and a 1 GB archive read into new
// 1 MiB buffers allocates a gigabyte. A chunk's buffer is read into again once the archive has written it (`release`).
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

export interface ReadAheadFile {
  path: string;
  /** The error a stream of the file fails with when the file cannot be opened. */
  missing: string;
}

interface Queue {
  chunks: Buffer[];
  done: boolean;
  error?: Error;
  /** The stream waiting for this file's next chunk. */
  wake?: () => void;
}

export class ReadAhead {
  private free: Buffer[];
  private owners = new Map<ArrayBufferLike, Buffer>();
  private queues: Queue[];
  private closed = false;
  private wakeReader?: () => void;

  constructor(files: readonly ReadAheadFile[], { chunkSize, buffers }: { chunkSize: number; buffers: number }) {
    this.free = Array.from({ length: buffers }, () => Buffer.allocUnsafeSlow(chunkSize));
    for (const buffer of this.free) this.owners.set(buffer.buffer, buffer);
    this.queues = files.map(() => ({ chunks: [], done: false }));
    void this.readAll(files, chunkSize);
  }

  /** The bytes of file `index`, in chunks that stay valid until they are released. */
  stream(index: number): Readable {
    const queue = this.queues[index]!;
    return new Readable({
      read() {
        const next = () => {
          queue.wake = undefined;
          if (queue.chunks.length > 0) this.push(queue.chunks.shift());
          else if (queue.error) this.destroy(queue.error);
          else if (queue.done) this.push(null);
          else queue.wake = next;
        };
        next();
      },
    });
  }

  /** A chunk was written: its buffer may be read into again. Chunks of other origins are ignored. */
  release(chunk: Buffer): void {
    const buffer = this.owners.get(chunk.buffer);
    if (!buffer) return;
    this.free.push(buffer);
    this.wake();
  }

  /** Stops reading (the open file is closed). */
  close(): void {
    this.closed = true;
    this.wake();
  }

  private wake() {
    const wake = this.wakeReader;
    this.wakeReader = undefined;
    wake?.();
  }

  private async acquire(): Promise<Buffer | undefined> {
    while (!this.closed && this.free.length === 0) await new Promise<void>((resolve) => (this.wakeReader = resolve));
    return this.closed ? undefined : this.free.pop();
  }

  private async readAll(files: readonly ReadAheadFile[], chunkSize: number) {
    for (const [index, file] of files.entries()) {
      const queue = this.queues[index]!;
      let handle: FileHandle | undefined;
      try {
        handle = await open(file.path).catch(() => {
          throw new Error(file.missing);
        });
        for (;;) {
          const buffer = await this.acquire();
          if (!buffer) return;
          const { bytesRead } = await handle.read(buffer, 0, chunkSize, null);
          if (bytesRead === 0) {
            this.free.push(buffer);
            break;
          }
          queue.chunks.push(bytesRead < chunkSize ? buffer.subarray(0, bytesRead) : buffer);
          queue.wake?.();
        }
        queue.done = true;
      } catch (error) {
        queue.error = error instanceof Error ? error : new Error(String(error));
        return; // the archive fails at this file: nothing after it is needed
      } finally {
        queue.wake?.();
        await handle?.close();
      }
    }
  }
}
