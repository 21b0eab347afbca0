// The HTTP Range header of a GET (RFC 9110 §14), for one representation of `size` bytes: a single byte range is
// answered (206), a range beyond the end is unsatisfiable (416); anything else — no header, another unit, a
// malformed value, or several ranges — is ignored and the whole representation answered (200; a server may always
// ignore Range, and answering one range of several would be a multipart response this API does not make).
export type RangeAnswer = { kind: 'full' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/** Digits beyond this many are read as "very large" (any offset of a real representation has fewer). */
const MAX_DIGITS = 15;
const number = (digits: string) => (digits.length > MAX_DIGITS ? Number.MAX_SAFE_INTEGER : Number(digits));

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (!first && !last) return { kind: 'full' };
  if (!first) {
    // A suffix: the last n bytes.
    const length = number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = number(first);
  const end = last ? number(last) : Number.MAX_SAFE_INTEGER;
  if (end < start) return { kind: 'full' }; // invalid: ignored
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}
