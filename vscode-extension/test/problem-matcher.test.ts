// The problem matchers of package.json against what the tools really print: heddle-lint is
// run on the e2e fixture and its output lines are matched with the manifest's regexp, the
// way VS Code applies it (one line at a time, groups per the pattern's numbers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const lintCli = join(packageDir, '..', 'annotation-lint', 'dist', 'heddle-lint.js');

interface Pattern {
  regexp: string;
  file: number;
  line: number;
  column: number;
  severity: number;
  message: number;
  code: number;
}

function matcher(name: string): { pattern: Pattern; owner: string } {
  const found = manifest.contributes.problemMatchers.find((m: { name: string }) => m.name === name);
  assert.ok(found, `package.json has no problem matcher ${name}`);
  return found;
}

function problems(name: string, output: string) {
  const { pattern } = matcher(name);
  const regexp = new RegExp(pattern.regexp);
  return output.split('\n').flatMap((line) => {
    const m = regexp.exec(line);
    return m ? [{ file: m[pattern.file], line: Number(m[pattern.line]), column: Number(m[pattern.column]), severity: m[pattern.severity], message: m[pattern.message], code: m[pattern.code] }] : [];
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

test('$heddle reads compiler-style report lines, with or without a column and a rule id', () => {
  const output = [
    'heddle: src/racy.c:12:3: error: write of size 4 to hits by thread T1 violates its private policy [sharing-violation]',
    'src/queue.c:40: warning: lock-protected object read without its mutex [lock-not-held]',
    'src/main.c:5:1: note: policy last changed here',
    '    #0 count src/racy.c:12:3',
    'heddle: 2 reports written to heddle-results.sarif',
  ].join('\n');
  assert.deepEqual(
    problems('heddle', output).map((p) => [p.file, p.line, Number.isNaN(p.column) ? undefined : p.column, p.severity, p.code]),
    [
      ['src/racy.c', 12, 3, 'error', 'sharing-violation'],
      ['src/queue.c', 40, undefined, 'warning', 'lock-not-held'],
      ['src/main.c', 5, 1, 'note', undefined],
    ],
  );
});

test('every task type the extension provides names a problem matcher the manifest declares', () => {
  const names = new Set(manifest.contributes.problemMatchers.map((m: { name: string }) => `$${m.name}`));
  const source = readFileSync(join(packageDir, 'src', 'tasks', 'provider.ts'), 'utf8');
  const used = [...source.matchAll(/'(\$[a-z-]+)'/g)].map((m) => m[1]);
  assert.deepEqual(used.sort(), ['$heddle', '$heddle-lint']);
  for (const name of used) assert.ok(names.has(name), `${name} is not in contributes.problemMatchers`);
});
