// Image type by content (magic bytes) only — never by file name or declared type.
import type { ContentType } from '../db/schema';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEIC/HEIF still images and sequences. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function detectImageType(bytes: Uint8Array): ContentType | undefined {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  // ISO-BMFF: [size:4]['ftyp'][major brand:4][minor version:4][compatible brands:4*n]
  if (bytes.length >= 16 && Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp') {
    const size = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
    const end = Math.min(bytes.length, size >= 16 ? size : 16);
    const brands = [Buffer.from(bytes.subarray(8, 12)).toString('latin1')];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(Buffer.from(bytes.subarray(at, at + 4)).toString('latin1'));
    // The major brand decides; a generic 'mif1'/'msf1' major brand with an AVIF compatible brand is AVIF, not HEIC.
    const major = brands[0]!;
    if (major === 'heic' || major === 'heix' || major === 'hevc' || major === 'hevx') return 'image/heic';
    if (HEIC_BRANDS.has(major) && !brands.some((b) => b === 'avif' || b === 'avis')) return 'image/heic';
  }
  return undefined;
}
