// `node scripts/schemaCheck.mjs [--base <git ref>]`: fails when schema/*.graphql breaks a client of the gateway
// compared with the schema of <git ref>. By default the main branch the change lands on: where HEAD left
// `origin/main` (every commit of a branch is checked together, not only its last), or HEAD~1 on main itself. CI runs
// it before the tests.
// Changes are classified by graphql-js (findBreakingChanges, findDangerousChanges); a removal is allowed only when the
// old schema had already deprecated what is removed (a field, an input field, an argument or an enum value: the
// deprecation policy of the README, "Calling the gateway from another channel"). Dangerous changes are printed, not
// failed. Without the base commit (a shallow clone) the check is skipped with a message.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BreakingChangeType, buildASTSchema, findBreakingChanges, findDangerousChanges, isEnumType, parse } from 'graphql';
import { root } from './lib.mjs';

/** One schema from its SDL files (types and their `extend`s, as the gateway merges them). */
export const schemaOf = (sources) => buildASTSchema(parse(sources.join('\n')));

/** The removed thing's definition in the old schema, when the change removes a field, an argument or an enum value. */
function removedOf(oldSchema, change) {
  const field = /^(\w+)\.(\w+) was removed\.$/.exec(change.description);
  if (change.type === BreakingChangeType.FIELD_REMOVED && field) return oldSchema.getType(field[1])?.getFields?.()[field[2]];
  const arg = /^(\w+)\.(\w+) arg (\w+) was removed\.$/.exec(change.description);
  if (change.type === BreakingChangeType.ARG_REMOVED && arg) {
    return oldSchema.getType(arg[1])?.getFields?.()[arg[2]]?.args.find((a) => a.name === arg[3]);
  }
  const value = /^(\w+) was removed from enum type (\w+)\.$/.exec(change.description);
  if (change.type === BreakingChangeType.VALUE_REMOVED_FROM_ENUM && value) {
    const type = oldSchema.getType(value[2]);
    return isEnumType(type) ? type.getValue(value[1]) : undefined;
  }
  return undefined;
}

/**
 * The changes from the old schema's files to the new one's: `breaking` (the check fails), `deprecatedRemoved`
 * (removals of what was deprecated first: allowed) and `dangerous` (allowed, printed).
 */
export function compareSchemas(oldSources, newSources) {
  const oldSchema = schemaOf(oldSources);
  const newSchema = schemaOf(newSources);
  const breaking = [];
  const deprecatedRemoved = [];
  for (const change of findBreakingChanges(oldSchema, newSchema)) {
    const removed = removedOf(oldSchema, change);
    (removed?.deprecationReason != null ? deprecatedRemoved : breaking).push(change);
  }
  return { breaking, deprecatedRemoved, dangerous: findDangerousChanges(oldSchema, newSchema) };
}

/** The message of a comparison, and whether the check passes. */
export function report({ breaking, deprecatedRemoved, dangerous }, base) {
  const lines = [];
  const list = (changes) => changes.map((c) => `  - ${c.description} (${c.type})`);
  if (breaking.length) {
    lines.push(`The schema breaks clients of ${base}: ${breaking.length} breaking change(s).`, ...list(breaking),
      'Other channels (apps, kiosks, partners) run documents written against the old schema. Deprecate first:',
      'keep the field, argument or enum value with @deprecated(reason: "Use … instead.") for at least one release,',
      'remove it in a later commit. A type, a nullability or a type change needs a new field instead.');
  }
  if (deprecatedRemoved.length) lines.push('Removed after their deprecation (allowed):', ...list(deprecatedRemoved));
  if (dangerous.length) lines.push('Dangerous changes (allowed; clients may need to handle them):', ...list(dangerous));
  if (!lines.length) lines.push(`The schema is compatible with ${base}.`);
  return { ok: breaking.length === 0, message: lines.join('\n') };
}

const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/** schema/*.graphql of a commit, or null when the commit is not there (a shallow clone). */
function sourcesAt(ref) {
  if (git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).status !== 0) return null;
  const names = git(['ls-tree', '--name-only', `${ref}`, 'schema/']).stdout.split('\n')
    .filter((path) => /^schema\/[^/]+\.graphql$/.test(path)).sort();
  return names.map((path) => git(['show', `${ref}:${path}`]).stdout);
}

/** The commit where HEAD left origin/main, or HEAD~1 when HEAD is on it (or there is no origin/main). */
function defaultBase() {
  const forked = git(['merge-base', 'HEAD', 'origin/main']);
  const head = git(['rev-parse', 'HEAD']).stdout.trim();
  const at = forked.status === 0 ? forked.stdout.trim() : '';
  return at && at !== head ? at : 'HEAD~1';
}

const workingSources = () => readdirSync(join(root, 'schema')).filter((name) => name.endsWith('.graphql')).sort()
  .map((name) => readFileSync(join(root, 'schema', name), 'utf8'));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--base');
  const base = at > 0 ? process.argv[at + 1] : defaultBase();
  const old = sourcesAt(base);
  if (!old) {
    console.log(`Schema check skipped: no commit ${base} here (a shallow clone?). Fetch more history to compare.`);
  } else {
    const { ok, message } = report(compareSchemas(old, workingSources()), base);
    (ok ? console.log : console.error)(message);
    process.exitCode = ok ? 0 : 1;
  }
}
