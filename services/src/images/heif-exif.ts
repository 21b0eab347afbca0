// The EXIF block of a HEIF/HEIC file, located by content. exifr misreads the item location of files whose `iloc`
// uses a base offset (e.g. libheif's heif-enc), so when it finds nothing we look for the Exif item's payload
// ourselves: a big-endian uint32 `exif_tiff_header_offset` N (0, or 6 for an 'Exif\0\0' prefix), then N bytes,
// then a TIFF header ('II*\0' or 'MM\0*').
const TIFF_HEADERS = [Buffer.from('II*\0', 'latin1'), Buffer.from('MM\0*', 'latin1')];

export function findHeifExifTiff(bytes: Buffer): Buffer | null {
  for (const header of TIFF_HEADERS) {
    for (let at = bytes.indexOf(header); at !== -1; at = bytes.indexOf(header, at + 1)) {
      for (const prefix of [0, 6]) {
        const start = at - prefix - 4;
        if (start >= 0 && bytes.readUInt32BE(start) === prefix) return bytes.subarray(at);
      }
    }
  }
  return null;
}
