// heddle-sarif on logs that are schema-valid but nested deep or very big (issue #12, item 10): merge and diff used
// to end with a RangeError stack trace on a 10 k-deep properties bag (a recursive clone and JSON.stringify), and
// diff with "Invalid string length" when its output exceeded one string (~512 M characters). Copies and walks are
// iterative, and output is written a chunk at a time (json-writer.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { cloneJson } from '../src/clone.js';
import { jsonText, PRETTY_DEPTH } from '../src/json-writer.js';
import { readSarifFileSync, serializeSarif } from '../src/index.js';
import { fixturePath, packageDir, scratchDir } from './helpers.js';

const bin = join(packageDir, 'dist/heddle-sarif.mjs');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 300_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A log of `count` results, each with a properties bag nested `depth` deep, as text (JSON.stringify would recurse). */
function logText(count: number, depth: number): string {
  const bag = `${'{"nested":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
  const result = (i: number) =>
    `{"ruleId":"data-race","level":"error","message":{"text":"race ${i}"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"src/f${i % 100}.c"},"region":{"startLine":${1 + (i % 1000)},"startColumn":3}}}],"partialFingerprints":{"heddle/v1":"fp${i}"}${depth > 0 ? `,"properties":${bag}` : ''}}`;
  const results = Array.from({ length: count }, (_, i) => result(i)).join(',');
  return `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"heddle","rules":[{"id":"data-race"}]}},"results":[${results}]}]}`;
}

/** How deep a value nests, counted without recursion. */
function depthOf(value: unknown): number {
  let depth = 0;
  for (let v = value; typeof v === 'object' && v !== null; v = (v as { nested?: unknown }).nested) depth++;
  return depth;
}

const noStackTrace = (err: string) => assert.doesNotMatch(err, /RangeError|\n\s+at /, err);

describe('heddle-sarif on deep and big logs', () => {
  before(() => {
    const build = spawnSync(process.execPath, [join(packageDir, 'build.mjs')], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(build.status, 0, build.stderr);
  });

  for (const depth of [10_000, 100_000]) {
    it(`merge and diff keep a properties bag ${depth / 1000} k deep`, () => {
      const input = join(scratchDir(), `deep-${depth}.sarif`);
      writeFileSync(input, logText(1, depth));
      const merged = join(scratchDir(), `deep-${depth}-merged.sarif`);
      const merge = cli('merge', '-o', merged, input);
      noStackTrace(merge.err);
      assert.equal(merge.code, 0, merge.err);
      assert.equal(depthOf(readSarifFileSync(merged).runs[0]!.results![0]!.properties), depth);
      const compared = join(scratchDir(), `deep-${depth}-diff.sarif`);
      const diff = cli('diff', '--baseline', input, '-o', compared, input);
      noStackTrace(diff.err);
      assert.deepEqual([diff.code, diff.out], [0, 'new: 0, unchanged: 1, absent: 0\n'], diff.err);
      assert.equal(depthOf(readSarifFileSync(compared).runs[0]!.results![0]!.properties), depth);
    });
  }

  it('diff writes an output longer than one string can be, a chunk at a time', () => {
    // 62 k results whose properties nest 58 deep: a 56 MB log whose pretty-printed diff is ~580 M characters,
    // more than the 2^29 - 24 one V8 string holds (what `diff` on 1 M plain results also exceeds: 604 MB).
    const count = 62_000;
    const input = join(scratchDir(), 'big.sarif');
    writeFileSync(input, logText(count, 58));
    const baseline = join(scratchDir(), 'big-baseline.sarif');
    writeFileSync(baseline, logText(0, 0));
    const output = join(scratchDir(), 'big-diff.sarif');
    const started = performance.now();
    const diff = cli('diff', '--baseline', baseline, '-o', output, input);
    const seconds = (performance.now() - started) / 1000;
    noStackTrace(diff.err);
    assert.deepEqual([diff.code, diff.out], [0, `new: ${count}, unchanged: 0, absent: 0\n`], diff.err);
    const bytes = statSync(output).size;
    console.log(`# heddle-sarif diff: ${count} results (${(statSync(input).size / 1e6).toFixed(0)} MB in) -> ${(bytes / 1e6).toFixed(0)} MB out in ${seconds.toFixed(1)} s`);
    assert.ok(bytes > 2 ** 29, `${bytes} bytes: not more than one string holds`);
    // Read back in pieces: every result is there, marked new, and the text ends the log.
    const fd = openSync(output, 'r');
    const buffer = Buffer.alloc(1 << 20);
    let marks = 0;
    let carry = '';
    let tail = '';
    for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
      const text = carry + buffer.toString('latin1', 0, n);
      marks += text.split('"baselineState": "new"').length - 1;
      carry = text.slice(-30);
      marks -= carry.split('"baselineState": "new"').length - 1; // counted again with the next piece
      tail = text.slice(-200);
    }
    marks += carry.split('"baselineState": "new"').length - 1;
    closeSync(fd);
    assert.equal(marks, count);
    assert.match(tail, /"baselineState": "new"\n {8}}\n {6}]\n {4}}\n {2}]\n}\n$/);
    for (const name of readdirSync(scratchDir())) if (name.startsWith('big')) rmSync(join(scratchDir(), name));
  });
});

describe('iterative copy and writer', () => {
  const odd = { a: undefined, b: [undefined, () => 1, NaN, -Infinity, -0, 1e21, 'x"\u2028\ud800\n', Symbol('s')], c: {}, d: [], e: [[], [{}]], f: { g: {} }, h: null, i: true, '"k"': 'v' };

  it('copy like a JSON round trip', () => {
    assert.deepEqual(cloneJson(odd), JSON.parse(JSON.stringify(odd)));
    const log = readSarifFileSync(fixturePath('heddle-runtime.sarif'));
    assert.deepEqual(cloneJson(log), JSON.parse(JSON.stringify(log)));
  });

  it('write the text JSON.stringify writes (indented or compact) wherever that succeeds', () => {
    for (const indent of [0, 2, 4]) assert.equal(jsonText(odd, indent), JSON.stringify(odd, null, indent));
    for (const name of ['heddle-runtime.sarif', 'codeql-style.handwritten.sarif', 'heddle-events.handwritten.sarif', 'eslint-formatter-sarif.sarif']) {
      const log = readSarifFileSync(fixturePath(name));
      assert.equal(serializeSarif(log), `${JSON.stringify(log, null, 2)}\n`, name);
    }
  });

  it(`write a value nested too deep for JSON.stringify: indented to depth ${PRETTY_DEPTH}, compact below`, () => {
    const deep = JSON.parse(`${'{"n":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    assert.throws(() => JSON.stringify(deep), RangeError);
    const text = jsonText([[[[deep]]]]);
    assert.ok(text.startsWith(`[\n  [\n    [\n      [\n        {\n          "n": {\n`));
    assert.ok(text.includes(`${' '.repeat(2 * PRETTY_DEPTH)}"n": {"n":{"n":`));
    assert.equal(text.length, jsonText(JSON.parse(text)).length);
    assert.deepEqual(JSON.parse(text)[0][0][0][0].n.n.n.n.n !== undefined, true);
  });
});
