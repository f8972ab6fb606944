// The documentation keeps up with the code: every rule id has its section in
// docs/lint-rules.md, every filter error code the corpus uses is in the table
// of docs/filters.md, and the paper's filters are explained there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../src/index.js';

const top = fileURLToPath(new URL('../../', import.meta.url));

test('docs/lint-rules.md has a section for every rule id', () => {
  const doc = readFileSync(join(top, 'docs/lint-rules.md'), 'utf8');
  for (const r of RULES) assert.ok(new RegExp(`^### \`${r.id}\` \\(${r.severity}\\)$`, 'm').test(doc), `${r.id} (${r.severity}) is not documented`);
});

test('docs/filters.md lists every error code of the corpus and shows the paper filters', () => {
  const doc = readFileSync(join(top, 'docs/filters.md'), 'utf8');
  const dir = join(top, 'tests/filters/invalid');
  const codes = new Set(readdirSync(dir).filter((n) => n.endsWith('.json')).flatMap((n) => (JSON.parse(readFileSync(join(dir, n), 'utf8')).errors as { code: string }[]).map((e) => e.code)));
  assert.ok(codes.size >= 10);
  for (const code of codes) assert.ok(new RegExp(`^\\| \`${code}\` \\|`, 'm').test(doc), `${code} missing from the error table`);
  for (const filter of ['{log.cc:5, log.cc:6} <> *', '{log.cc:5, log.cc:6} <> MYSQL_LOG::is_open', '{log.cc:5 (this), log.cc:6 (this)} <> MYSQL_LOG::is_open(this)', 'pbzip2.cpp:10 {numCPU} > pbzip2.cpp:5']) {
    assert.ok(doc.includes(filter), `the paper's filter ${filter} is not explained`);
  }
});
