// The text of a pdfkit PDF, for assertions: inflates every FlateDecode stream and decodes the hex strings of its
// text operators (standard fonts, WinAnsi). Not a general PDF parser — enough to find the words a page shows.
import { inflateSync } from 'node:zlib';

/** The WinAnsi code points that differ from Latin-1 and that our PDFs use. */
const WIN_ANSI: Record<string, string> = { '\x80': '€', '\x91': '‘', '\x92': '’', '\x93': '“', '\x94': '”', '\x96': '–', '\x97': '—' };
const winAnsi = (latin1: string) => latin1.replace(/[\x80-\x9f]/g, (c) => WIN_ANSI[c] ?? c);

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    // Each text show: [<hex> kerning <hex> ...] TJ — one line of text.
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      parts.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
    stream.lastIndex = end;
  }
  return winAnsi(parts.join('\n'));
}
