// action.yml, the code and docs/ci-action.md name the same inputs and outputs: an input
// the code reads but action.yml does not declare would silently be empty on a runner.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { parse } from 'yaml';
import { defaultInputs, PACKAGE_DIR, REPO_ROOT } from './support/run-action.js';

const action = parse(readFileSync(join(PACKAGE_DIR, 'action.yml'), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
};
const sources = readdirSync(join(PACKAGE_DIR, 'src')).map((f) => readFileSync(join(PACKAGE_DIR, 'src', f), 'utf8')).join('\n');
const docs = readFileSync(join(REPO_ROOT, 'docs', 'ci-action.md'), 'utf8');

it('runs dist/index.js on Node 24 (GitHub moves JavaScript actions off Node 20)', () => {
  assert.deepEqual(action.runs, { using: 'node24', main: 'dist/index.js' });
});

it('declares, documents and reads the same inputs, including the fixed names of issue 7', () => {
  const declared = Object.keys(action.inputs).sort();
  const read = [...sources.matchAll(/core\.get(?:Multiline)?Input\('([a-z-]+)'\)/g)].map((m) => m[1]!);
  assert.deepEqual([...new Set(read)].sort(), declared);
  for (const fixed of ['build-command', 'cmake-args', 'manifest', 'backend', 'lint-paths', 'baseline', 'fail-on', 'sarif-output', 'category', 'shard']) {
    assert.ok(declared.includes(fixed), fixed);
  }
  for (const [name, input] of Object.entries(action.inputs)) {
    assert.ok(input.description.length > 10, `${name} has a description`);
    assert.ok(input.default !== undefined, `${name} has a default`);
    const shown = input.default === '' ? "''" : input.default;
    // The tests run the action with these defaults, as a runner does; only the token is an expression.
    if (name !== 'token') assert.equal(defaultInputs()[`INPUT_${name.toUpperCase()}`], input.default);
    assert.ok(docs.includes(`| \`${name}\` | \`${shown}\` |`), `docs/ci-action.md documents ${name} with its default ${shown}`);
  }
});

it('declares, documents and sets the same outputs', () => {
  const declared = Object.keys(action.outputs).sort();
  assert.deepEqual(declared, ['new-results', 'sarif-file', 'sarif-id', 'total-results']);
  const set = [...sources.matchAll(/core\.setOutput\('([a-z-]+)'/g)].map((m) => m[1]!);
  assert.deepEqual([...new Set(set)].sort(), declared);
  for (const name of declared) assert.ok(docs.includes(`| \`${name}\` |`), `docs/ci-action.md documents ${name}`);
});
