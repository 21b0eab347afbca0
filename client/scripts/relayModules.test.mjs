// The build's relay-runtime (build/relay-runtime.js) exports only what the app and react-relay's hooks use. The app's
// imports are checked by the build itself (a missing export fails it); react-relay's hooks are CommonJS and read
// relay-runtime's properties at run time, so this test reads them: every property the hooks of build/
// react-relay-hooks.js (and the react-relay modules they require) take from `require('relay-runtime')` must be there.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';

const clientDir = new URL('..', import.meta.url).pathname;
const require = createRequire(join(clientDir, 'package.json'));
const reactRelayDir = dirname(require.resolve('react-relay/package.json'));

/** The react-relay modules the build bundles: those build/react-relay-hooks.js names, and what they require. */
function bundledReactRelayModules() {
  const hooks = readFileSync(join(clientDir, 'build/react-relay-hooks.js'), 'utf8');
  const pending = [...hooks.matchAll(/from 'react-relay\/([^']+)'/g)].map((match) => join(reactRelayDir, match[1]));
  const seen = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/require\(['"](\.{1,2}\/[^'"]+)['"]\)/g)) {
      const target = resolve(dirname(file), path);
      pending.push(existsSync(target) ? target : `${target}.js`);
    }
  }
  return [...seen];
}

/** A variable's name as a pattern (names may hold `$`, which `\\b` does not treat as part of a word). */
const variable = (name) => `(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`;

/** What a module reads from `require('relay-runtime')`: `name`, or `__internal.name`. */
function relayRuntimePropertiesReadBy(code, file) {
  const read = [];
  assert.doesNotMatch(code, /require\(['"]relay-runtime['"]\)\s*[.[]/, `${file}: a property read straight off require()`);
  for (const [, name] of code.matchAll(/([\w$]+) = require\(['"]relay-runtime['"]\)/g)) {
    const uses = [...code.matchAll(new RegExp(`${variable(name)}(\\.([\\w$]+))?`, 'g'))].slice(1); // after the declaration
    for (const [use, , property] of uses) {
      assert.ok(property, `${file}: relay-runtime used whole (${use}), not one property at a time`);
      read.push(property);
    }
    // `__internal.name`, read straight off it or through a variable holding `__internal`.
    const internal = new RegExp(`${variable(name)}\\.__internal\\.([\\w$]+)|([\\w$]+) = ${variable(name)}\\.__internal\\b`, 'g');
    for (const [, direct, alias] of code.matchAll(internal)) {
      if (direct) read.push(`__internal.${direct}`);
      else for (const [, property] of code.matchAll(new RegExp(`${variable(alias)}\\.([\\w$]+)`, 'g'))) read.push(`__internal.${property}`);
    }
  }
  return read;
}

test("the build's relay-runtime has every property react-relay's bundled hooks read", async () => {
  const runtime = await import('../build/relay-runtime.js');
  const files = bundledReactRelayModules();
  assert.ok(files.length > 10, 'the hooks and what they require were found');
  const missing = new Set();
  let read = 0;
  for (const file of files) {
    for (const property of relayRuntimePropertiesReadBy(readFileSync(file, 'utf8'), file)) {
      read += 1;
      const [first, second] = property.split('.');
      const value = second ? runtime[first]?.[second] : runtime[first];
      if (value === undefined) missing.add(property);
    }
  }
  assert.ok(read > 20, 'relay-runtime properties were read');
  assert.deepEqual([...missing], [], 'add them to build/relay-runtime.js');
});
