// heddle-lint annotate as a user runs it: the bundle in a child process on a copy of the annotate fixture (a
// runtime-shaped SARIF of annotation suggestions and the C file it names). The printed diff must pass
// `git apply --check`, and the patched file must compile against heddle.h, with and without HEDDLE_ENABLED.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

const pkg = fileURLToPath(new URL('../', import.meta.url));
const include = join(pkg, '..', 'runtime', 'include');
const bin = join(pkg, 'dist/heddle-lint.js');
const fixture = join(pkg, 'test/fixtures/annotate');

before(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: pkg, stdio: 'ignore' });
  assert.ok(existsSync(bin));
});

const scratch: string[] = [];
after(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-annotate-'));
  scratch.push(dir);
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

function annotate(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, 'annotate', ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function run(command: string, args: string[], cwd: string): void {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, `${command} ${args.join(' ')}:\n${r.stdout}${r.stderr}`);
}

function compiles(file: string, cwd: string): void {
  for (const enabled of [[], ['-DHEDDLE_ENABLED=1']]) run('cc', ['-fsyntax-only', '-Wall', '-Werror', ...enabled, '-I', include, file], cwd);
}

describe('heddle-lint annotate', () => {
  it('prints a diff that git apply accepts and that compiles once applied; exit 0', () => {
    const dir = copyFixture();
    const { code, stdout, stderr } = annotate(['results.sarif'], dir);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /^--- a\/src\/app\.c\n\+\+\+ b\/src\/app\.c\n@@ -1,8 \+1,10 @@\n\+#include <heddle\.h>\n/);
    assert.equal(stdout.match(/^\+#include <heddle\.h>$/gm)?.length, 1, 'the include once for four fixes');
    for (const added of ['+HEDDLE_GLOBAL_LOCKED(counter, &m);', '+  heddle_set_sticky_read(config);', '+  heddle_set_locked(q, &q->lock);', '+  long *hits = heddle_malloc(sizeof *hits, HEDDLE_RACY);']) {
      assert.ok(stdout.includes(`\n${added}\n`), `${added} in\n${stdout}`);
    }
    assert.match(stderr, /^heddle-lint: note: src\/app\.c:14: no fix to apply: The object `job` points to was handed.*\nheddle-lint:   why: the old owner's last access is in a function of another file .* yourself\.\n/m);
    assert.match(stderr, /heddle-lint: 4 fixes in the diff \(1 file\), 0 refused, 1 without a fix\n$/);
    writeFileSync(join(dir, 'fix.diff'), stdout);
    run('git', ['apply', '--check', 'fix.diff'], dir);
    run('git', ['apply', 'fix.diff'], dir);
    compiles('src/app.c', dir);
    // Run again on the patched file: the inserted annotations are there already; the replacement's place moved,
    // and cutting `malloc` in two is refused rather than applied somewhere else.
    const again = annotate(['results.sarif'], dir);
    assert.equal(again.code, 1);
    assert.equal(again.stdout, '');
    assert.equal(again.stderr.match(/: already applied: /g)?.length, 3);
    assert.match(again.stderr, /refused src\/app\.c:30: Allocate `hits` .*: its edit at line 30 would cut `.*` in two: was the file changed after the run\?/);
  });

  it('--apply writes the same text atomically, keeps the mode, and says what it changed', () => {
    const viaDiff = copyFixture();
    writeFileSync(join(viaDiff, 'fix.diff'), annotate(['results.sarif'], viaDiff).stdout);
    run('patch', ['-p1', '-i', 'fix.diff'], viaDiff);
    const dir = copyFixture();
    chmodSync(join(dir, 'src/app.c'), 0o640);
    const { code, stdout } = annotate(['--apply', 'results.sarif'], dir);
    assert.equal(code, 0);
    assert.equal(stdout, [
      'src/app.c: 6 edits',
      '  src/app.c:5: Annotate `counter` as locked by `m`',
      '  src/app.c:27: Annotate the object `q` points to as locked by `q->lock`',
      '  src/app.c:25: Annotate the object `config` points to as sticky-read',
      '  src/app.c:30: Allocate `hits` with heddle_malloc(…, HEDDLE_RACY)',
      '',
    ].join('\n'));
    assert.equal(readFileSync(join(dir, 'src/app.c'), 'utf8'), readFileSync(join(viaDiff, 'src/app.c'), 'utf8'));
    assert.equal(statSync(join(dir, 'src/app.c')).mode & 0o777, 0o640);
    compiles('src/app.c', dir);
  });

  it('lists a refused fix on stderr with file:line and why, prints the others; exit 1', () => {
    const dir = copyFixture();
    const log = JSON.parse(readFileSync(join(dir, 'results.sarif'), 'utf8'));
    // Into the struct's body: not a statement between statements.
    log.runs[0].results[0].fixes[0].artifactChanges[0].replacements[0].deletedRegion = { startLine: 10, startColumn: 1, endLine: 10, endColumn: 1 };
    writeFileSync(join(dir, 'bad.sarif'), JSON.stringify(log));
    const { code, stdout, stderr } = annotate(['bad.sarif', '--srcroot', '.'], dir);
    assert.equal(code, 1);
    assert.match(stderr, /^heddle-lint: refused src\/app\.c:5: Annotate `counter` as locked by `m`: .*line 10/m);
    assert.doesNotMatch(stdout, /HEDDLE_GLOBAL_LOCKED/);
    assert.match(stdout, /heddle_set_locked\(q, &q->lock\)/);
    assert.equal(stdout.match(/^\+#include <heddle\.h>$/gm)?.length, 1);
    writeFileSync(join(dir, 'fix.diff'), stdout);
    run('git', ['apply', '--check', 'fix.diff'], dir);
  });

  it('a refused fix in another file than its suggestion names that file and its line first', () => {
    // Trial round 14 finding 5: the fix of test-hash.c's `hash` went into concur-hash.c (its filling function),
    // refused as "test-hash.c:19: … not declared before line 19" — line 19 of the other file.
    const dir = copyFixture();
    writeFileSync(join(dir, 'src/lib.c'), 'void fill(long *p)\n{\n  *p = 1;\n}\n');
    const log = JSON.parse(readFileSync(join(dir, 'results.sarif'), 'utf8'));
    const change = log.runs[0].results[0].fixes[0].artifactChanges[0];
    change.artifactLocation.uri = 'src/lib.c';
    change.replacements[0].deletedRegion = { startLine: 4, startColumn: 1, endLine: 4, endColumn: 1 };
    change.replacements[0].insertedContent.text = '  heddle_set_sticky_read(&counter);\n';
    writeFileSync(join(dir, 'other.sarif'), JSON.stringify(log));
    const { code, stderr } = annotate(['other.sarif'], dir);
    assert.equal(code, 1);
    assert.match(stderr, /^heddle-lint: refused src\/lib\.c:4 \(the fix of the suggestion at src\/app\.c:5\): Annotate `counter` as locked by `m`: `counter` is not declared before line 4, where the fix uses it$/m);
  });

  it('bad input exits 2 with what to do: a missing source file, a missing or broken SARIF, no arguments', () => {
    const dir = copyFixture();
    const elsewhere = mkdtempSync(join(tmpdir(), 'heddle-annotate-empty-'));
    scratch.push(elsewhere);
    const missing = annotate(['--srcroot', elsewhere, 'results.sarif'], dir);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, new RegExp(`heddle-lint: annotate: src/app\\.c: no such file \\(${elsewhere}/src/app\\.c\\), named by 4 suggestions\\. .*pass that folder as --srcroot`));
    assert.equal(missing.stdout, '');
    const noLog = annotate(['nope.sarif'], dir);
    assert.equal(noLog.code, 2);
    assert.match(noLog.stderr, /annotate: nope\.sarif: no such SARIF file/);
    writeFileSync(join(dir, 'broken.sarif'), '{"version": "2.1.0", "runs": [');
    const broken = annotate(['broken.sarif'], dir);
    assert.equal(broken.code, 2);
    assert.match(broken.stderr, /broken\.sarif.*not valid JSON/);
    const none = annotate([], dir);
    assert.equal(none.code, 2);
    assert.match(none.stderr, /name the SARIF file/);
  });
});
