// Every fix heddle-lint offers compiles (issue #14, item 12): each fix of every finding in the rule fixtures
// (test/fixtures/rules/*/bad, test/fixtures/fixes/*, test/fixtures/programs/*, and the C++ ones,
// test/fixtures/cpp/*) is applied alone and the files it touched are compiled with heddle-cc (C) or heddle-c++
// (C++, as C++20: std::jthread); a compiler error the fix brings in (one the text did not have before) fails
// the test. A fix must also name the object it means: no fix inserts `&g` where a parameter or local shadows g.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LintProject, type Finding } from '../src/index.js';
import { applyEdits, readFolder } from './helpers.js';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const top = resolve(fixtures, '../../..');
const heddleCc = join(top, process.env['HEDDLE_BUILD_DIR'] ?? 'build', 'bin', 'heddle-cc');
const heddleCxx = join(top, process.env['HEDDLE_BUILD_DIR'] ?? 'build', 'bin', 'heddle-c++');
const SOURCE = /\.(c|h|cc|cpp|cxx|hh|hpp|hxx)$/;
const COMPILED = /\.(c|cc|cpp|cxx)$/;

/** Every folder of C fixtures whose findings have fixes to try. */
function fixtureFolders(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    const names = readdirSync(dir);
    if (names.some((n) => SOURCE.test(n))) out.push(dir);
    for (const n of names) if (statSync(join(dir, n)).isDirectory()) walk(join(dir, n));
  };
  for (const sub of ['rules', 'fixes', 'programs', 'cpp']) walk(join(fixtures, sub));
  return out.filter((d) => !d.includes(`${'/'}good`) && !d.includes('/parse-error/'));
}

/** `error: message` lines heddle-cc reports for each file, keyed by message and the text of the line. */
function compileErrors(dir: string, files: ReadonlyMap<string, string>, only: ReadonlySet<string>): Set<string> {
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  const errors = new Set<string>();
  for (const name of only) {
    if (!COMPILED.test(name)) continue;
    const [compiler, language] = name.endsWith('.c') ? [heddleCc, []] : [heddleCxx, ['-std=c++20']];
    const r = spawnSync(compiler, [...language, '-fsyntax-only', '-w', '-I', join(top, 'runtime', 'include'), '-I', dir, name], { cwd: dir, encoding: 'utf8' });
    const lines = files.get(name)!.split('\n');
    for (const m of r.stderr.matchAll(/^([^:\n]+):(\d+):\d+: error: (.*)$/gm)) {
      const line = lines[Number(m[2]) - 1]?.trim() ?? '';
      errors.add(`${m[1]}: ${m[3]} [${line}]`);
    }
  }
  return errors;
}

test('every fix of the fixtures compiles with heddle-cc', { timeout: 600_000 }, async () => {
  for (const compiler of [heddleCc, heddleCxx]) assert.ok(existsSync(compiler), `${compiler} is missing: build the runtime first (cmake --build build), or set HEDDLE_BUILD_DIR`);
  let tried = 0;
  let triedCpp = 0;
  const failures: string[] = [];
  for (const folder of fixtureFolders()) {
    const files = new Map([...readFolder(folder)].filter(([n]) => SOURCE.test(n)));
    const project = await LintProject.create();
    await project.prepare(files.keys());
    for (const [path, text] of files) project.setFile(path, text);
    const findings: Finding[] = project.lint();
    const scratch = mkdtempSync(join(tmpdir(), 'heddle-fix-'));
    try {
      for (const finding of findings) {
        for (const fix of finding.fixes) {
          const touched = new Set(fix.edits.map((e) => e.file));
          const before = compileErrors(scratch, files, touched);
          const after = compileErrors(scratch, applyEdits(files, fix.edits), touched);
          const added = [...after].filter((e) => !before.has(e));
          tried++;
          if (/\/cpp\//.test(folder)) triedCpp++;
          if (added.length > 0) failures.push(`${relative(fixtures, folder)}: ${finding.ruleId} fix "${fix.description}" brings in:\n    ${added.join('\n    ')}`);
        }
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  assert.ok(tried >= 10, `only ${tried} fixes tried: the fixtures lost their fixes?`);
  assert.ok(triedCpp >= 2, `only ${triedCpp} C++ fixes tried: the C++ fixtures lost their fixes?`);
  assert.deepEqual(failures, []);
});

test('no fix writes &g where a parameter of the same name shadows the global; one in another file includes heddle.h there', async () => {
  const project = await LintProject.create();
  for (const [path, text] of readFolder(join(fixtures, 'fixes', 'shadowed'))) project.setFile(path, text);
  for (const [path, text] of readFolder(join(fixtures, 'fixes', 'other-file'))) project.setFile(`other/${path}`, text);
  const req = project.lint().find((f) => f.message.includes("global 'req'"));
  assert.ok(req);
  assert.deepEqual(req.fixes.flatMap((f) => f.edits).filter((e) => e.newText.includes('&req')), []);
  const limit = project.lint().find((f) => f.message.includes("global 'limit'"));
  const edits = limit?.fixes[0]?.edits ?? [];
  assert.deepEqual(edits.filter((e) => e.newText.includes('heddle.h')).map((e) => e.file).sort(), ['other/config.c', 'other/main.c']);
});
