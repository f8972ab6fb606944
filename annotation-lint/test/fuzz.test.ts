// Fuzzing with a fixed seed and a bounded number of inputs: random and mutated
// filters into the filter parser, mutated C into the C rules. Nothing may
// throw, every range must lie inside the input, and each run stays bounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LintProject, parseFilter, type Range } from '../src/index.js';
import { mutate, pick, rng } from './random.js';

const corpus = fileURLToPath(new URL('../../tests/filters/', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/rules/', import.meta.url));
const FILTER_PIECES = ['{', '}', '(', ')', '[', ']', ';', ',', '>', '<>', '*', '&', '->', '.', ':', '::', '//', '\n', ' ', 'a.c', ':12', 'x', '+', '0x1f', '{n}', 'f(', '~', '\r', 'é', '\t'];
const C_PIECES = ['HEDDLE_GLOBAL(', 'heddle_acquire_write(&g);', 'heddle_release_read(', 'pthread_create(&t, 0, w, 0);', 'pthread_mutex_lock(&m);', '}', '{', ';', '(', ')', '#ifdef X\n', '#endif\n', '/*', '"', "'", 'return', 'while (', 'do', '\n', '&&', '?', ':'];

function inside(text: string, r: Range): boolean {
  const lines = text.split('\n');
  const ok = (p: Range['start']) => p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line]!.length;
  return ok(r.start) && ok(r.end) && (r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character));
}

// Bounded time: node:test's timeout (generous for a loaded 2-core machine) fails a hang.
test('filter parser: 2,000 random and mutated inputs, no exception, ranges inside the input', { timeout: 300_000 }, () => {
  const random = rng(20261121);
  const seeds = ['valid', 'invalid'].flatMap((k) => readdirSync(join(corpus, k)).filter((n) => n.endsWith('.hfilter')).map((n) => readFileSync(join(corpus, k, n), 'utf8')));
  for (let i = 0; i < 2000; i++) {
    let text: string;
    if (i % 2 === 0) {
      text = Array.from({ length: Math.floor(random() * 40) }, () => pick(random, FILTER_PIECES)).join('');
    } else {
      text = pick(random, seeds);
      for (let k = 1 + Math.floor(random() * 4); k > 0; k--) text = mutate(random, text, FILTER_PIECES);
    }
    const { ast, diagnostics } = parseFilter(text);
    for (const d of diagnostics) assert.ok(inside(text, d.range), `diagnostic outside the input: ${JSON.stringify({ text, d })}`);
    for (const c of ast.constraints) assert.ok(inside(text, c.range), `constraint outside the input: ${JSON.stringify(text)}`);
  }
});

test('C rules: 150 mutated programs, no exception, ranges inside the input', { timeout: 300_000 }, async () => {
  const random = rng(4);
  const seeds = readdirSync(fixtures).flatMap((rule) =>
    ['bad', 'good'].flatMap((kind) => readdirSync(join(fixtures, rule, kind)).filter((n) => n.endsWith('.c')).map((n) => readFileSync(join(fixtures, rule, kind, n), 'utf8'))),
  );
  const project = await LintProject.create();
  for (let i = 0; i < 150; i++) {
    let text = pick(random, seeds);
    for (let k = 1 + Math.floor(random() * 6); k > 0; k--) text = mutate(random, text, C_PIECES);
    project.setFile('fuzz.c', text);
    project.setFile('fuzz.hfilter', `fuzz.c:${1 + Math.floor(random() * 30)} > fuzz.c:${1 + Math.floor(random() * 30)}\n`);
    for (const f of project.lint()) {
      if (f.file === 'fuzz.c') assert.ok(inside(text, f.range), `${f.ruleId} outside the input`);
      for (const fix of f.fixes) for (const e of fix.edits) if (e.file === 'fuzz.c') assert.ok(e.range.start.line <= text.split('\n').length, 'fix inside the file');
    }
  }
});
