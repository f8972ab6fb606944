// The problem matchers of package.json against what the tools really print: heddle-lint is
// run on the e2e fixture, and so is the heddle runtime on the fixture built with heddle-cc; their output lines are matched with the manifest's regexp, the
// way VS Code applies it (one line at a time, groups per the pattern's numbers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFixtureProgram, heddleTool, STRICT_MODE_ENV } from './heddle-tools.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const lintCli = join(packageDir, '..', 'annotation-lint', 'dist', 'heddle-lint.js');

interface Pattern {
  regexp: string;
  file: number;
  line: number;
  column: number;
  severity?: number;
  message: number;
  code: number;
}

function matcher(name: string): { pattern: Pattern; owner: string; fileLocation: unknown } {
  const found = manifest.contributes.problemMatchers.find((m: { name: string }) => m.name === name);
  assert.ok(found, `package.json has no problem matcher ${name}`);
  return found;
}

function problems(name: string, output: string) {
  const { pattern } = matcher(name);
  const regexp = new RegExp(pattern.regexp);
  return output.split('\n').flatMap((line) => {
    const m = regexp.exec(line);
    return m ? [{ file: m[pattern.file], line: Number(m[pattern.line]), column: Number(m[pattern.column]), severity: pattern.severity === undefined ? undefined : m[pattern.severity], message: m[pattern.message], code: m[pattern.code] }] : [];
  });
}

test('$heddle-lint reads every finding of real heddle-lint output, and nothing else (related notes, fix hints, the tally)', () => {
  assert.ok(existsSync(lintCli), `${lintCli} is missing: build annotation-lint first (npm run build)`);
  const run = spawnSync(process.execPath, [lintCli, 'racy.c'], { cwd: join(packageDir, 'test', 'e2e', 'fixture'), encoding: 'utf8' });
  assert.equal(run.status, 1, `heddle-lint exits 1 on findings; stderr: ${run.stderr}`);
  const found = problems('heddle-lint', run.stdout);
  assert.deepEqual(
    found.map((p) => [p.file, p.line, p.column, p.severity, p.code]),
    [
      ['racy.c', 7, 12, 'warning', 'unannotated-shared-global'],
      ['racy.c', 9, 22, 'error', 'unknown-policy'],
    ],
  );
  assert.match(found[1]!.message!, /^'HEDDLE_READSHARED' is not a heddle policy; did you mean HEDDLE_READ_SHARED\?$/);
});

test('$heddle reads the SUMMARY line of every report the real runtime prints, and nothing else', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-matcher-'));
  try {
    const program = buildFixtureProgram(dir);
    const run = spawnSync(heddleTool('heddle'), ['run', '--out', join(dir, 'out.sarif'), '--', program], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...STRICT_MODE_ENV } });
    const output = `${run.stdout}${run.stderr}`;
    assert.match(output, /^WARNING: heddle: sharing-violation/m, output);
    const summaries = output.split('\n').filter((line) => line.startsWith('SUMMARY: heddle:'));
    const found = problems('heddle', output);
    assert.equal(found.length, summaries.length);
    assert.ok(found.length >= 1, `expected reports, got:\n${output}`);
    for (const problem of found) {
      assert.equal(problem.file, join(dir, 'racy.c'));
      assert.equal(problem.code, 'sharing-violation');
      assert.match(problem.message!, /^sharing-violation \S+racy\.c:\d+(:\d+)? in (worker|count|main)$/);
    }
    // T1's read of `limit` (read-shared, never acquired) is reported in every interleaving; which
    // thread touches `hits` first (and so owns it) depends on scheduling.
    assert.ok(found.some((p) => p.line === 17), found.map((p) => p.line).join(','));
    for (const problem of found) assert.ok([12, 17, 24, 26].includes(problem.line), `unexpected line ${problem.line}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('$heddle: the documented summary layout with a column, and a report without a location is not a problem', () => {
  const found = problems('heddle', 'SUMMARY: heddle: lock-not-held /src/app.c:12:5 in worker\nSUMMARY: heddle: api-misuse in <unknown location>\n');
  assert.deepEqual(found.map((p) => [p.file, p.line, p.column, p.code]), [['/src/app.c', 12, 5, 'lock-not-held']]);
});

test('the problem matchers the extension\'s tasks name are declared in the manifest; the run task names none', () => {
  const names = new Set(manifest.contributes.problemMatchers.map((m: { name: string }) => `$${m.name}`));
  const source = readFileSync(join(packageDir, 'src', 'tasks', 'provider.ts'), 'utf8');
  const used = [...source.matchAll(/'(\$[a-z-]+)'/g)].map((m) => m[1]);
  // The run's results come from the language server (its SARIF): a matcher would copy each (issue #14, item 7).
  assert.deepEqual(used.sort(), ['$heddle-lint']);
  assert.ok(names.has('$heddle'), '$heddle stays declared for tasks.json tasks');
  for (const name of used) assert.ok(names.has(name), `${name} is not in contributes.problemMatchers`);
});

test('file locations resolve without VS Code\'s asynchronous autoDetect, which dropped most markers of a task that exits quickly', () => {
  // Seen in code-server 4.100.3: with "autoDetect", 0 to 2 of a run's 3 SUMMARY lines became problems.
  assert.equal(matcher('heddle').fileLocation, 'absolute', 'the runtime prints absolute paths (from debug info)');
  assert.deepEqual(matcher('heddle-lint').fileLocation, ['relative', '${workspaceFolder}'], 'the lint task runs in the workspace folder and prints paths relative to it');
});

test('problem matcher owners differ from the language client\'s diagnostics owner, so a task\'s problems and the server\'s diagnostics do not replace each other', () => {
  const clientSource = readFileSync(join(packageDir, 'src', 'client.ts'), 'utf8');
  const clientId = /new LanguageClient\('([^']+)'/.exec(clientSource)?.[1];
  assert.equal(clientId, 'heddle');
  const owners = manifest.contributes.problemMatchers.map((m: { owner: string }) => m.owner);
  assert.equal(new Set(owners).size, owners.length, 'two problem matchers share an owner');
  assert.ok(!owners.includes(clientId), `a problem matcher uses the client's owner '${clientId}'`);
});
