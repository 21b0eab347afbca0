import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enGB from './messages/en-GB.json';

const CLIENT = join(import.meta.dirname, '../..');
const MESSAGES = join(import.meta.dirname, 'messages');
const FORMATJS = join(dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')), 'bin/formatjs');

/** Runs the FormatJS CLI (`formatjs <args>`) in the client package. */
function formatjs(...args: string[]) {
  const run = spawnSync(process.execPath, [FORMATJS, ...args], { cwd: CLIENT, encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** `id → defaultMessage` of every message descriptor in the sources (generated code and tests left out). */
function extractedMessages(): Record<string, string> {
  const ignore = ['src/**/__generated__/**', 'src/**/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'];
  const options = ['--format', 'simple', '--throws', '--ignore', ...ignore];
  const { status, stdout, stderr } = formatjs('extract', 'src/**/*.{ts,tsx}', ...options);
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  return JSON.parse(stdout) as Record<string, string>;
}

describe('message catalogues', () => {
  it('the English catalogue holds exactly the messages of the sources, with the same texts', () => {
    const extracted = extractedMessages();
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
    const en = enGB as Record<string, string>;
    const has = (messages: Record<string, string>, id: string) => Object.hasOwn(messages, id);
    expect({
      missing: Object.keys(extracted).filter((id) => !has(en, id)),
      unused: Object.keys(en).filter((id) => !has(extracted, id)),
      changed: Object.keys(extracted)
        .filter((id) => has(en, id) && en[id] !== extracted[id])
        .map((id) => ({ id, source: extracted[id], catalogue: en[id] })),
    }).toEqual({ missing: [], unused: [], changed: [] });
  });

  it('every other catalogue has the keys of the English one (and no others), valid ICU with the same arguments', () => {
    const catalogues = readdirSync(MESSAGES).filter((name) => name.endsWith('.json'));
    expect(catalogues).toContain('nl-NL.json');
    const checks = ['--source-locale', 'en-GB', '--missing-keys', '--extra-keys', '--structural-equality'];
    const { status, stdout, stderr } = formatjs('verify', ...checks, ...catalogues.map((name) => join(MESSAGES, name)));
    expect({ status, output: stdout + stderr }).toEqual({ status: 0, output: '' });
  });
});
