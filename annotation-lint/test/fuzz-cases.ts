// The fuzz loops (seeded, bounded in count): random and mutated filters into the
// filter parser, random and mutated C into the C rules. Nothing may throw and every range
// must lie inside the input. They run in a child process (fuzz-child.ts) so a
// hang is caught by a watchdog (bounded.ts) instead of blocking the test run.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LintProject, parseFilter, type Range } from '../src/index.js';
import { mutate, pick, rng } from './random.js';

const corpus = fileURLToPath(new URL('../../tests/filters/', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/rules/', import.meta.url));
const cppFixtures = fileURLToPath(new URL('./fixtures/cpp/', import.meta.url));
const FILTER_PIECES = ['{', '}', '(', ')', '[', ']', ';', ',', '>', '<>', '*', '&', '->', '.', ':', '::', '//', '\n', ' ', 'a.c', ':12', 'x', '+', '0x1f', '{n}', 'f(', '~', '\r', 'é', '\t'];
const C_PIECES = ['HEDDLE_GLOBAL(', 'HEDDLE_GLOBAL_LOCKED(g, &m);', 'int g;', 'void *w(void *a) {', 'heddle_set_sticky_read(&g);', 'g = 1;', 'g', ',', 'heddle_acquire_write(&g);', 'heddle_release_read(', 'pthread_create(&t, 0, w, 0);', 'pthread_mutex_lock(&m);', '}', '{', ';', '(', ')', '#ifdef X\n', '#endif\n', '/*', '"', "'", 'return', 'while (', 'do', '\n', '&&', '?', ':', 'switch (g) {', 'case 1:', 'default:', 'break;', 'continue;', 'goto out;', 'pthread_join(t, 0);', 'static int s;'];

/** C++'s constructs the extraction reads (cpp-syntax.ts), in pieces to be mixed into the C ones. */
const CPP_PIECES = [...C_PIECES, 'std::lock_guard<std::mutex> g(m);', 'std::unique_lock<std::mutex> l(m, std::defer_lock);', 'l.unlock();', 'm.lock();',
  'std::thread t(w, 1);', 'std::thread t([&] { g++; });', 'std::jthread j(', 't.join();', 'v.emplace_back(', 'std::vector<std::thread> v;', 'for (auto &t : v)',
  'namespace n {', 'class C {', 'struct S {', 'public:', 'static int s;', 'int C::s = 0;', 'C::s', '};', '[&]', '[=](int x)', '::', 'delete p;', 'template <typename T>',
  'auto f = [&] {', 'std::atomic<int> a;', 'try {', 'catch (...) {', 'throw 1;', 'extern "C" {', 'std::lock(a, b);', 'std::thread(w).detach();'];

/** Told each input before it is processed, so a hang can name it. */
export type OnInput = (text: string) => void;

function inside(text: string, r: Range): boolean {
  const lines = text.split('\n');
  const ok = (p: Range['start']) => p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line]!.length;
  return ok(r.start) && ok(r.end) && (r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character));
}

export function fuzzFilters(count: number, onInput: OnInput): void {
  const random = rng(20261121);
  const seeds = ['valid', 'invalid'].flatMap((k) => readdirSync(join(corpus, k)).filter((n) => n.endsWith('.hfilter')).map((n) => readFileSync(join(corpus, k, n), 'utf8')));
  for (let i = 0; i < count; i++) {
    let text: string;
    if (i % 2 === 0) {
      text = Array.from({ length: Math.floor(random() * 40) }, () => pick(random, FILTER_PIECES)).join('');
    } else {
      text = pick(random, seeds);
      for (let k = 1 + Math.floor(random() * 4); k > 0; k--) text = mutate(random, text, FILTER_PIECES);
    }
    onInput(text);
    const { ast, diagnostics } = parseFilter(text);
    for (const d of diagnostics) assert.ok(inside(text, d.range), `diagnostic outside the input: ${JSON.stringify({ text, d })}`);
    for (const c of ast.constraints) assert.ok(inside(text, c.range), `constraint outside the input: ${JSON.stringify(text)}`);
  }
}

/** `language` cpp: C++ fixtures and pieces too, linted as fuzz.cpp with tree-sitter-cpp. */
export async function fuzzC(count: number, onInput: OnInput, language: 'c' | 'cpp' = 'c'): Promise<void> {
  const random = rng(language === 'c' ? 4 : 14);
  const seeds = readdirSync(fixtures).flatMap((rule) =>
    ['bad', 'good'].flatMap((kind) => readdirSync(join(fixtures, rule, kind)).filter((n) => n.endsWith('.c')).map((n) => readFileSync(join(fixtures, rule, kind, n), 'utf8'))),
  );
  if (language === 'cpp') for (const dir of readdirSync(cppFixtures)) for (const n of readdirSync(join(cppFixtures, dir))) seeds.push(readFileSync(join(cppFixtures, dir, n), 'utf8'));
  const pieces = language === 'c' ? C_PIECES : CPP_PIECES;
  const file = `fuzz.${language}`;
  const project = await LintProject.create();
  await project.prepare([file]);
  for (let i = 0; i < count; i++) {
    let text: string;
    if (i % 3 === 0) {
      // Random: a soup of C and annotation fragments, like the filter parser's random inputs.
      text = Array.from({ length: Math.floor(random() * 60) }, () => pick(random, pieces)).join(' ');
    } else {
      text = pick(random, seeds);
      for (let k = 1 + Math.floor(random() * 6); k > 0; k--) text = mutate(random, text, pieces);
    }
    const line = () => `${file}:${1 + Math.floor(random() * 30)}`;
    // An order and an exclusion over the mutated code: the deadlock check reads regions' callees from it.
    const filter = `${line()} > ${line()}\n{${line()}, ${line()}} <> ${pick(random, ['*', 'w', 'main'])}\n`;
    onInput(`${text}\n--- fuzz.hfilter ---\n${filter}`);
    project.setFile(file, text);
    project.setFile('fuzz.hfilter', filter);
    for (const f of project.lint()) {
      if (f.file === file) assert.ok(inside(text, f.range), `${f.ruleId} outside the input`);
      for (const fix of f.fixes) for (const e of fix.edits) if (e.file === file) assert.ok(e.range.start.line <= text.split('\n').length, 'fix inside the file');
    }
  }
}
