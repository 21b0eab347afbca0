// File names inside an archive: the photos' local file names, made safe (no folders, no control characters) and
// unique without regard to case (Windows and macOS would otherwise overwrite one with the other on unzip):
// IMG_1.jpg, IMG_1 (2).jpg, IMG_1 (3).jpg ...
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const UNSAFE = /[\u0000-\u001f\u007f<>:"|?*\\/]/g;

/** A usable file name from a photo's local file name. */
export function safeFileName(name: string, fallback = 'photo'): string {
  const cleaned = name.replace(UNSAFE, '_').replace(/^[\s.]+|[\s.]+$/g, '').slice(0, 200);
  return cleaned || fallback;
}

/** The names, made safe, in the same order; a repeated name gets ` (2)`, ` (3)` ... before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw, i) => {
    const name = safeFileName(raw, `photo-${i + 1}`);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
