// heddle-lint as a user runs it: a child process (the esbuild bundle in dist/,
// rebuilt first so it matches the source), its exit codes, its three formats — the SARIF one
// checked by the real SARIF SDK validator (scripts/sarif-validate.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = fileURLToPath(new URL('../', import.meta.url));
const top = join(pkg, '..');
const bin = join(pkg, 'dist/heddle-lint.js');
const fixtures = join(pkg, 'test/fixtures/rules');

before(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: pkg });
  assert.ok(existsSync(bin));
});

function lint(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const scratch: string[] = [];
after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A scratch folder with a copy of some fixture folders (removed after the tests). */
function workspace(...dirs: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lint-'));
  scratch.push(dir);
  for (const d of dirs) cpSync(join(fixtures, d), join(dir, d.replaceAll('/', '-')), { recursive: true });
  return dir;
}

test('text output: one file:line:col line per finding, exit 1 on errors', () => {
  const dir = workspace('unknown-policy/bad');
  const r = lint(['.'], dir);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stdout, /^unknown-policy-bad\/policy\.c:5:24: error: 'HEDDLE_READ_SHRED' is not a heddle policy; did you mean HEDDLE_READ_SHARED\? \[unknown-policy\]$/m);
  assert.match(r.stdout, /heddle-lint: 1 file checked, 4 error\(s\)/);
});

test('exit 0 when there are no error-level findings', () => {
  const r = lint(['.'], workspace('unknown-policy/good', 'acquire-not-released/good'));
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /2 files checked, 0 error\(s\), 0 warning\(s\)/);
});

test('--format json gives the library Finding objects', () => {
  const r = lint(['--format', 'json', 'lock-not-mutex-bad'], workspace('lock-not-mutex/bad'));
  assert.equal(r.code, 1);
  const out = JSON.parse(r.stdout) as { files: string[]; findings: { ruleId: string; range: { start: { line: number } }; fixes: unknown[] }[]; summary: { errors: number } };
  assert.deepEqual(out.files, ['lock-not-mutex-bad/mutex.c']);
  assert.equal(out.summary.errors, out.findings.filter((f) => f.ruleId !== 'unannotated-shared-global').length);
  const first = out.findings.find((f) => f.ruleId === 'lock-not-mutex')!;
  assert.equal(first.range.start.line, 5);
  assert.equal(first.fixes.length, 1);
});

test('--format sarif passes the SARIF SDK validator (SARIF and GitHub rules, no SARIF2005), with fixes and related locations', () => {
  const dir = workspace('unannotated-shared-global/bad', 'acquire-not-released/bad', 'filter-unknown-function/bad');
  cpSync(join(pkg, 'test/fixtures/filter-program/log.c'), join(dir, 'filter-unknown-function-bad/log.c'));
  writeFileSync(join(dir, 'kernel.cu'), 'int main() { return 0; }\n'); // a tool notification that it was not linted
  const r = lint(['--format', 'sarif', '-o', 'out.sarif', '.'], dir);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stdout, '');
  const log = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8'));
  const results = log.runs[0].results as { ruleId: string; fixes?: unknown[]; relatedLocations?: unknown[]; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
  assert.ok(results.some((x) => x.fixes && x.fixes.length > 0));
  assert.ok(results.some((x) => x.relatedLocations && x.relatedLocations.length > 0));
  assert.ok(results.some((x) => x.ruleId === 'filter-unknown-function'));
  // Every rule links to its documentation.
  for (const rule of log.runs[0].tool.driver.rules as { id: string; helpUri?: string }[]) assert.match(rule.helpUri ?? '', new RegExp(`/docs/lint-rules\\.md#${rule.id}$`));
  assert.ok(results.every((x) => !x.locations[0]!.physicalLocation.artifactLocation.uri.startsWith('/')), 'URIs are %SRCROOT%-relative');
  // --deny SARIF2005: tool.driver names its version and homepage (informationUri), as heddle's does.
  const v = spawnSync('bash', [join(top, 'scripts/sarif-validate.sh'), '--deny', 'SARIF2005', join(dir, 'out.sarif')], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(v.status, 0, v.stdout + v.stderr);
});

test('.heddle-lint.json: exclude globs and rule severities', () => {
  const dir = workspace('unknown-policy/bad', 'lock-not-mutex/bad');
  writeFileSync(join(dir, '.heddle-lint.json'), JSON.stringify({ exclude: ['lock-not-mutex-bad/**'], rules: { 'unknown-policy': 'warning' } }));
  const r = lint(['.'], dir);
  assert.equal(r.code, 0, r.stdout);
  assert.doesNotMatch(r.stdout, /lock-not-mutex-bad/);
  assert.match(r.stdout, /warning: 'HEDDLE_READ_SHRED'/);
  writeFileSync(join(dir, '.heddle-lint.json'), JSON.stringify({ include: ['lock-not-mutex-bad/*.c'], rules: { 'lock-not-mutex': 'off' } }));
  assert.match(lint(['.'], dir).stdout, /1 file checked, 0 error/);
});

test('usage errors exit 2 with a message that says what to fix', () => {
  const dir = workspace('unknown-policy/good');
  const cases: [string[], RegExp][] = [
    [['--format', 'xml'], /--format must be text, json or sarif/],
    [['no/such/dir'], /no\/such\/dir: no such file or folder/],
    [['--bogus'], /Unknown option '--bogus'.*heddle-lint --help/],
    [['--config', 'missing.json'], /config file .*missing\.json does not exist/],
    [['-o', 'no/such/dir/out.sarif', '--format', 'sarif'], /--output no\/such\/dir\/out\.sarif: cannot write it: .*does its folder exist/],
  ];
  for (const [args, message] of cases) {
    const r = lint(args, dir);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}`);
    assert.match(r.stderr, message);
  }
  writeFileSync(join(dir, '.heddle-lint.json'), '{"rules": {"no-such-rule": "off"}}');
  const r = lint([], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /unknown rule "no-such-rule"/);
});

test('named files that are neither C nor filters are skipped with a note', () => {
  const dir = workspace('unknown-policy/good');
  writeFileSync(join(dir, 'x.py'), 'print(1)\n');
  const r = lint(['x.py', 'unknown-policy-good/policy.c'], dir);
  assert.equal(r.code, 0);
  assert.match(r.stderr, /skipping x\.py: not a C or C\+\+ source/);
  assert.match(r.stdout, /1 file checked/);
});

test('C++ files, named or found in a folder, are linted: findings and a non-zero count (issue #14, item 10)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lint-cpp-'));
  scratch.push(dir);
  cpSync(join(pkg, 'test/fixtures/cpp/static-member-race'), join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', 'queue.hpp'), '#pragma once\nnamespace q { struct Queue { static int size; }; }\n');
  const text = lint(['src'], dir);
  assert.equal(text.code, 0, text.stderr);
  assert.equal(text.stderr, '');
  assert.match(text.stdout, /^src\/counter\.cpp:7:5: warning: global 'Counter::value' is written in work\(\) \(counter\.cpp:10\), which runs in a thread and accessed by other code with no common mutex/m);
  assert.match(text.stdout, /^heddle-lint: 2 files checked, 0 error\(s\), 1 warning\(s\), 0 note\(s\)$/m);
  const named = JSON.parse(lint(['--format', 'json', 'src/counter.cpp'], dir).stdout) as { files: string[]; notLinted: string[]; summary: { warnings: number } };
  assert.deepEqual([named.files, named.notLinted, named.summary.warnings], [['src/counter.cpp'], [], 1]);
});

test('sources heddle-lint cannot read (Objective-C, CUDA, C++ modules), named or found, are a warning in every format, not silence', () => {
  const dir = workspace('unknown-policy/good');
  mkdirSync(join(dir, 'src'));
  for (const name of ['view.mm', 'kernel.cu', 'core.cppm']) writeFileSync(join(dir, 'src', name), 'int main() { return 0; }\n');
  const text = lint(['src'], dir);
  assert.equal(text.code, 0);
  assert.match(text.stderr, /^heddle-lint: warning: 3 files were not linted: heddle-lint reads C and C\+\+ only \(not Objective-C, CUDA or C\+\+ modules\), so their annotations are not checked \(src\/core\.cppm, src\/kernel\.cu, src\/view\.mm\)$/m);
  assert.match(text.stdout, /^heddle-lint: 0 files checked, 3 files not linted \(not C or C\+\+\), 0 error\(s\)/m);
  const named = lint(['--format', 'json', 'src/kernel.cu'], dir);
  assert.deepEqual((JSON.parse(named.stdout) as { notLinted: string[] }).notLinted, ['src/kernel.cu']);
  assert.match(named.stderr, /^heddle-lint: skipping src\/kernel\.cu: not a C or C\+\+ source .*: this language is not linted$/m);
  const sarif = JSON.parse(lint(['--format', 'sarif', '.'], dir).stdout) as { runs: { invocations: { toolExecutionNotifications?: { level: string; message: { text: string } }[] }[] }[] };
  const [note] = sarif.runs[0]!.invocations[0]!.toolExecutionNotifications ?? [];
  assert.equal(note?.level, 'warning');
  assert.match(note?.message.text ?? '', /3 files were not linted/);
});

test('a named file that the config excludes is skipped with a note naming the config', () => {
  const dir = workspace('unknown-policy/good', 'unknown-policy/bad');
  writeFileSync(join(dir, '.heddle-lint.json'), JSON.stringify({ exclude: ['unknown-policy-bad/**'] }));
  const r = lint(['unknown-policy-bad/policy.c', 'unknown-policy-good/policy.c'], dir);
  assert.equal(r.code, 0, r.stdout);
  assert.match(r.stderr, /skipping unknown-policy-bad\/policy\.c: excluded by .*\.heddle-lint\.json/);
  assert.match(r.stdout, /1 file checked/);
});

test('--version names the C parser in use: the bundle finds the native parser beside it, and says why not when it is missing', () => {
  const dir = workspace();
  assert.match(lint(['--version'], dir).stdout, /^heddle-lint \S+ \(commit \S+\)\nC parser: native/);
  // A copy of the bundle without c-parser.node beside it (as the CI action ships it): web-tree-sitter, with the reason.
  for (const f of ['heddle-lint.js', 'web-tree-sitter.wasm', 'tree-sitter-c.wasm']) cpSync(join(pkg, 'dist', f), join(dir, f));
  const r = spawnSync(process.execPath, [join(dir, 'heddle-lint.js'), '--version'], { cwd: dir, encoding: 'utf8' });
  assert.match(r.stdout, /C parser: web-tree-sitter \(no native parser: c-parser\.node was not built/);
});
