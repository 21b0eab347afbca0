// The pseudo-locale catalogue (`src/i18n/messages/en-XA.json`, generated: `pnpm codegen` runs this, CI fails on drift):
// the English catalogue through the FormatJS CLI's en-XA pseudo-localisation — every letter accented, every message in
// [brackets], arguments and ICU structure kept — printed back as ICU strings like every other catalogue. The site
// `pseudo.localhost` shows it, so that any text on a screen that is still plain ASCII did not come from a catalogue
// (client/e2e/pseudoLocale.spec.ts).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

export const PSEUDO_LOCALE = 'en-XA';

const client = join(import.meta.dirname, '..');
const messages = join(client, 'src', 'i18n', 'messages');
const formatjs = join(dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

const run = spawnSync(
  process.execPath,
  [formatjs, 'compile', join(messages, 'en-GB.json'), '--format', 'simple', '--ast', '--pseudo-locale', PSEUDO_LOCALE],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(1);
}
const asts = JSON.parse(run.stdout);
const catalogue = Object.fromEntries(Object.keys(asts).sort().map((id) => [id, printAST(asts[id])]));
writeFileSync(join(messages, `${PSEUDO_LOCALE}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);
