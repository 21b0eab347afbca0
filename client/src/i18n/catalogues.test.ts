import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enGB from './messages/en-GB.json';
import nlNL from './messages/nl-NL.json';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__generated__' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `id: '…', defaultMessage: '…'` pairs of every defineMessages call in the sources. */
function definedMessages(): Map<string, string> {
  const pattern = /id:\s*'([^']+)',\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/gs;
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.set(match[1]!, (match[2] ?? match[3] ?? '').replace(/\\(['"])/g, '$1'));
    }
  }
  return found;
}

describe('message catalogues', () => {
  it('the Dutch catalogue has every key of the English one (and no others)', () => {
    expect(Object.keys(nlNL).sort()).toEqual(Object.keys(enGB).sort());
  });

  it('every message used in the sources is in the English catalogue with the same text', () => {
    const defined = definedMessages();
    expect(defined.size).toBeGreaterThan(50);
    const en = enGB as Record<string, string>;
    for (const [id, text] of defined) expect({ id, text: en[id] }).toEqual({ id, text });
    expect(Object.keys(en).filter((id) => !defined.has(id))).toEqual([]);
  });

  it('every Dutch message is valid ICU and uses the same arguments', () => {
    const nl = nlNL as Record<string, string>;
    const errors: unknown[] = [];
    const intl = createIntl({ locale: 'nl-NL', messages: nl, onError: (e) => errors.push(e) });
    const args = (t: string) => [...new Set([...t.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();
    for (const [id, text] of Object.entries(enGB as Record<string, string>)) {
      // Every argument of the message gets a value (numbers work for plural, select and plain arguments).
      const values = Object.fromEntries(args(text).map((name) => [name!, 2]));
      intl.formatMessage({ id }, { ...values, firstName: 'Emma', count: 2, brandName: 'FotoPrint' });
      expect({ id, args: args(nl[id]!) }).toEqual({ id, args: args(text) });
    }
    expect(errors).toEqual([]);
  });
});
