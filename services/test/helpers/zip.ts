// Reads a zip file (yauzl, from memory) into its entries: name, compression method and the sha256 of the bytes.
import { createHash } from 'node:crypto';
import yauzl from 'yauzl';

export interface ZipEntryInfo {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  size: number;
  sha256: string;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function readZip(buffer: Buffer): Promise<ZipEntryInfo[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: ZipEntryInfo[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const hash = createHash('sha256');
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            hash.update(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, method: entry.compressionMethod, size, sha256: hash.digest('hex') });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
