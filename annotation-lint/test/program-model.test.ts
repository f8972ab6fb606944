// The program model (issue #14, item 1): a folder of several programs is not one program. Without a compile
// database every file defining main is a program with the files defining none; with one, the build targets say.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LintProject, loadCompileDatabase } from '../src/index.js';
import { runCli } from '../src/cli/run.js';
import { shellWords } from '../src/shell-words.js';
import { expectedMarks, readFolder } from './helpers.js';

/** A new temporary directory, removed when test t ends. */
function tempDir(t: TestContext, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const programs = fileURLToPath(new URL('./fixtures/programs/', import.meta.url));

const places = (findings: readonly { ruleId: string; file: string; range: { start: { line: number } } }[], rule: string) =>
  findings.filter((f) => f.ruleId === rule).map((f) => `${f.file}:${f.range.start.line + 1}`).sort();

test('without a compile database, each file defining main is its own program (plus the files without main)', async () => {
  const files = readFolder(join(programs, 'examples'));
  const project = await LintProject.create();
  for (const [path, text] of files) project.setFile(path, text);
  // alone.c sorts first: as one program its `worker` would hide counter.c's thread, and counter.c's race vanish.
  assert.deepEqual(places(project.lint(), 'unannotated-shared-global'), expectedMarks(files, 'unannotated-shared-global'));
  assert.deepEqual(expectedMarks(files, 'unannotated-shared-global'), ['counter.c:4']);
});

test('typing a race into one of several programs is found at once, through incremental updates', async () => {
  const files = readFolder(join(programs, 'examples'));
  const project = await LintProject.create();
  for (const [path, text] of files) project.setFile(path, text);
  const before = places(project.lint(), 'unannotated-shared-global');
  const edited = files.get('counter.c')!.replace('  hits++;', '  hits++;\n  shared_total += 2;').replace('static int hits;', 'static int hits;\nint shared_total;');
  project.setFile('counter.c', edited);
  const after = places(project.lint(), 'unannotated-shared-global');
  assert.deepEqual(after.filter((p) => !before.includes(p)), ['counter.c:5']);
});

test('heddle-lint -p BUILD: the compile database says which files link into which program', async (t) => {
  const dir = join(programs, 'cmake');
  const withDatabase = await runCli(['--format', 'json', '-p', 'build', 'src'], dir);
  const found = (JSON.parse(withDatabase.stdout) as { findings: { ruleId: string; file: string; range: { start: { line: number } } }[] }).findings;
  const files = readFolder(join(dir, 'src'));
  const marks = expectedMarks(files, 'unannotated-shared-global').map((m) => `src/${m}`);
  assert.deepEqual(places(found, 'unannotated-shared-global'), marks);
  // The same folder read as one program per main gets it wrong (bench_queue.c, without main, joins the server
  // program, whose threads then seem to call its queue_push too), which is why the database matters.
  const copy = tempDir(t, 'heddle-lint-nodb');
  cpSync(join(dir, 'src'), join(copy, 'src'), { recursive: true });
  const guessed = await runCli(['--format', 'json', 'src'], copy);
  const guessedFound = (JSON.parse(guessed.stdout) as { findings: { ruleId: string; file: string; range: { start: { line: number } } }[] }).findings;
  assert.deepEqual(places(guessedFound, 'unannotated-shared-global'), ['src/bench_queue.c:2', 'src/queue.c:4']);
});

test('the database is found in ./build by itself; -p names another', async () => {
  const dir = join(programs, 'cmake');
  const auto = await runCli(['--format', 'json', 'src'], dir);
  const named = await runCli(['--format', 'json', '-p', 'build/compile_commands.json', 'src'], dir);
  assert.equal(auto.stdout, named.stdout);
});

test('a compile database it cannot use is a usage error naming the file, the entry and the fix', async (t) => {
  const dir = tempDir(t, 'heddle-lint-db');
  writeFileSync(join(dir, 'a.c'), 'int main(void) { return 0; }\n');
  await assert.rejects(runCli(['-p', 'nowhere', '.'], dir), /-p: \S*\/nowhere: no such file or folder \(give the build folder holding compile_commands\.json; CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON\)/);
  writeFileSync(join(dir, 'compile_commands.json'), '[{"directory": ".", "file": "a.c"}]');
  await assert.rejects(runCli(['.'], dir), /compile_commands\.json: entry 0: needs "arguments" \(an array of strings\) or "command" \(a string\)/);
  writeFileSync(join(dir, 'compile_commands.json'), '{"directory": "."');
  await assert.rejects(runCli(['.'], dir), /compile_commands\.json: not valid JSON .*regenerate it/);
});

test('a command string is split as the shell splits it', () => {
  assert.deepEqual(shellWords(`cc -I"../src" -DNAME=\\"x\\" -D'A B'=1 "two words" a\\ b -o out.o -c  x.c`), ['cc', '-I../src', '-DNAME="x"', '-DA B=1', 'two words', 'a b', '-o', 'out.o', '-c', 'x.c']);
  assert.deepEqual(shellWords(`cc -DS="\\\\" ''`), ['cc', '-DS=\\', '']);
});

test('compile database: CMake and Meson targets from the object file, macros from -D/-U', (t) => {
  const dir = tempDir(t, 'heddle-lint-db');
  writeFileSync(
    join(dir, 'compile_commands.json'),
    JSON.stringify([
      { directory: '/b', file: '/s/a.c', command: 'cc -DA -DB=0 -D C=2 -UA -o CMakeFiles/app.dir/a.c.o -c /s/a.c' },
      { directory: '/b', file: '/s/a.c', arguments: ['cc', '-o', 'sub/CMakeFiles/tool.dir/a.c.o', '-c', '/s/a.c'] },
      { directory: '/m', file: '/s/m.c', arguments: ['cc', '-omeson-app.p/m.c.o', '-c', '/s/m.c'] },
      { directory: '/x', file: 'plain.c', command: 'cc -c plain.c' },
      { directory: '/b', file: '/s/b.c', arguments: ['cc', '-o', 'CMakeFiles/app.dir/b.c.o', '-c', '/s/b.c'] },
    ]),
  );
  const db = loadCompileDatabase(dir);
  assert.deepEqual(db.targetsOf('/s/a.c'), ['/b/app', '/b/sub/tool']);
  assert.deepEqual(db.targetsOf('/s/m.c'), ['/m/meson-app']);
  assert.deepEqual(db.targetsOf('/x/plain.c'), ['/x/plain.c']);
  assert.equal(db.targetsOf('/s/other.c'), undefined);
  assert.deepEqual(db.linkedWith('/s/a.c'), ['/s/a.c', '/s/b.c']);
  assert.deepEqual(db.linkedWith('/s/b.c'), ['/s/a.c', '/s/b.c']);
  assert.deepEqual(db.linkedWith('/s/other.c'), []);
  assert.deepEqual([...db.definesOf('/s/a.c')!], [['B', '0'], ['C', '2']]);
  // How to compile it another way: the options without the compiler, -c, -o and the source.
  const unit = db.units[0]!;
  assert.equal(unit.directory, '/b');
  assert.deepEqual(unit.flags, ['-DA', '-DB=0', '-D', 'C=2', '-UA']);
  assert.deepEqual(db.units[2]!.flags, []);
});

test('compile database: the language a command compiles a file as (a .h compiled as C++ is linted as C++)', async (t) => {
  const dir = tempDir(t, 'heddle-lint-db');
  writeFileSync(join(dir, 'compile_commands.json'), JSON.stringify([
    { directory: dir, file: 'a.h', arguments: ['clang', '-x', 'c++', '-fsyntax-only', 'a.h'] },
    { directory: dir, file: 'b.h', arguments: ['cc', '-std=gnu++17', '-c', 'b.h'] },
    { directory: dir, file: 'c.h', command: '/usr/bin/c++ -c c.h' },
    { directory: dir, file: 'd.h', command: 'x86_64-linux-gnu-g++-12 -c d.h' },
    { directory: dir, file: 'e.h', command: 'cc -c e.h' },
    { directory: dir, file: 'f.h', command: 'clang++ -xc -c f.h' },
  ]));
  const db = loadCompileDatabase(dir);
  assert.deepEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => db.languageOf(join(dir, `${n}.h`))), ['cpp', 'cpp', 'cpp', 'cpp', undefined, 'c', undefined]);
  const project = await LintProject.create({ build: { targetsOf: () => undefined, definesOf: () => undefined, languageOf: (p) => db.languageOf(join(dir, p)) } });
  await project.prepare(['a.h', 'e.h']);
  assert.deepEqual([project.languageOf('a.h'), project.languageOf('e.h'), project.languageOf('x.cpp')], ['cpp', 'c', 'cpp']);
});
