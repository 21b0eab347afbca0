// `node --test scripts/schemaCheck.test.mjs`: the schema check (scripts/schemaCheck.mjs) on fixture pairs of schemas.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { compareSchemas, report } from './schemaCheck.mjs';

/** The verdict on fixtures/schemaCheck/<pair>/{old,new}.graphql. */
function check(pair) {
  const read = (name) => readFileSync(new URL(`fixtures/schemaCheck/${pair}/${name}.graphql`, import.meta.url), 'utf8');
  return report(compareSchemas([read('old')], [read('new')]), 'HEAD~1');
}

test('a field removed without a deprecation first fails, naming it and the policy', () => {
  const { ok, message } = check('removed-field');
  assert.equal(ok, false);
  assert.match(message, /^The schema breaks clients of HEAD~1: 1 breaking change\(s\)\.$/m);
  assert.match(message, /- Order\.statusText was removed\. \(FIELD_REMOVED\)/);
  assert.match(message, /Deprecate first/);
});

test('a field, an argument and an enum value removed after their deprecation pass', () => {
  const { ok, message } = check('deprecated-then-removed');
  assert.equal(ok, true, message);
  assert.match(message, /Removed after their deprecation \(allowed\):/);
  assert.match(message, /Order\.statusText was removed\./);
  assert.match(message, /SHIPPED was removed from enum type Status\./);
  assert.match(message, /Query\.order arg legacy was removed\./);
});

test("graphql-js's classification: an output field made nullable breaks, made non-null does not; a changed default is dangerous", () => {
  const { ok, message } = check('nullable-output');
  assert.equal(ok, false);
  assert.match(message, /- Order\.code changed type from String! to String\. \(FIELD_CHANGED_KIND\)/);
  assert.doesNotMatch(message, /Order\.total/);
  assert.match(message, /Dangerous changes[^\n]*\n {2}- Query\.order arg first has changed defaultValue/);
});
