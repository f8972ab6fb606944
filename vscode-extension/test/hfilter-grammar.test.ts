// The TextMate grammar of .hfilter files, run by the engine VS Code itself uses
// (vscode-textmate + the Oniguruma regex library) over the filter-language corpus of
// tests/filters/valid, LOOM's own filters among them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import textmate from 'vscode-textmate';
import oniguruma from 'vscode-oniguruma';

const require = createRequire(import.meta.url);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(packageDir, '..', 'tests', 'filters', 'valid');
const grammarPath = join(packageDir, 'syntaxes', 'hfilter.tmLanguage.json');

async function loadGrammar(): Promise<textmate.IGrammar> {
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (text: string) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async () => textmate.parseRawGrammar(readFileSync(grammarPath, 'utf8'), grammarPath),
  });
  const grammar = await registry.loadGrammar('source.hfilter');
  assert.ok(grammar, 'the grammar did not load');
  return grammar;
}

const grammarPromise = loadGrammar();

/** Each token's text with its innermost scope, line by line. */
async function tokens(text: string): Promise<[string, string][]> {
  const grammar = await grammarPromise;
  let state = textmate.INITIAL;
  const out: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const result = grammar.tokenizeLine(line, state);
    for (const token of result.tokens) {
      const piece = line.slice(token.startIndex, token.endIndex);
      if (piece.trim() !== '') out.push([piece.trim(), token.scopes.at(-1)!]);
    }
    state = result.ruleStack;
  }
  return out;
}

const scopeOf = (found: [string, string][], text: string) => found.filter(([t]) => t === text).map(([, s]) => s);

test('LOOM Fig. 3 filter 3: region events, their (expr), mutual exclusion, a qualified function region with args', async () => {
  const found = await tokens('{log.cc:5 (this), log.cc:6 (this)} <> MYSQL_LOG::is_open(this)');
  assert.deepEqual(scopeOf(found, 'log.cc'), ['string.unquoted.filename.hfilter', 'string.unquoted.filename.hfilter']);
  assert.deepEqual(scopeOf(found, '5'), ['constant.numeric.line.hfilter']);
  assert.deepEqual(scopeOf(found, '<>'), ['keyword.operator.mutual-exclusion.hfilter']);
  assert.deepEqual(scopeOf(found, 'MYSQL_LOG::is_open'), ['entity.name.function.hfilter']);
  assert.deepEqual(scopeOf(found, 'this'), ['variable.other.hfilter', 'variable.other.hfilter', 'variable.other.hfilter']);
  assert.deepEqual(scopeOf(found, '{'), ['punctuation.definition.region.begin.hfilter']);
});

test('LOOM Fig. 5: an occurrence count {n} and execution order; unilateral exclusion; comments', async () => {
  const found = await tokens('// line 10 runs numCPU times first\npbzip2.cpp:10 {numCPU} > pbzip2.cpp:5\n{a.c:1, a.c:2} <> *');
  assert.deepEqual(found[0], ['// line 10 runs numCPU times first', 'comment.line.double-slash.hfilter']);
  assert.deepEqual(scopeOf(found, '{'), ['punctuation.definition.occurrences.begin.hfilter', 'punctuation.definition.region.begin.hfilter']);
  assert.deepEqual(scopeOf(found, 'numCPU'), ['variable.other.hfilter']);
  assert.deepEqual(scopeOf(found, '>'), ['keyword.operator.execution-order.hfilter']);
  assert.deepEqual(scopeOf(found, '*'), ['keyword.operator.unilateral.hfilter']);
});

test('function regions: bare, qualified, destructors; expressions keep their operators', async () => {
  const found = await tokens('ns::Pool::~Pool <> worker\nput(&q->head, 3 + 4) <> get(&q->head, 0x10u)');
  assert.deepEqual(scopeOf(found, 'ns::Pool::~Pool'), ['entity.name.function.hfilter']);
  assert.deepEqual(scopeOf(found, 'worker'), ['entity.name.function.hfilter']);
  assert.deepEqual(scopeOf(found, 'put'), ['entity.name.function.hfilter']);
  assert.deepEqual(scopeOf(found, '->'), ['keyword.operator.expression.hfilter', 'keyword.operator.expression.hfilter']);
  assert.deepEqual(scopeOf(found, '0x10u'), ['constant.numeric.hfilter']);
});

test('every file of the valid filter corpus tokenizes; each event\'s file and line and each operator get their scopes', async () => {
  const files = readdirSync(corpus).filter((name) => name.endsWith('.hfilter'));
  assert.ok(files.length >= 8, `corpus at ${corpus} looks empty`);
  for (const name of files) {
    const text = readFileSync(join(corpus, name), 'utf8');
    const found = await tokens(text);
    const code = text.replace(/\/\/.*$/gm, '');
    const events = [...code.matchAll(/([\w./+-]+\.[\w+]+)\s*:\s*(\d+)/g)];
    assert.equal(found.filter(([, s]) => s === 'string.unquoted.filename.hfilter').length, events.length, `${name}: file names`);
    assert.equal(found.filter(([, s]) => s === 'constant.numeric.line.hfilter').length, events.length, `${name}: line numbers`);
    assert.equal(found.filter(([, s]) => s === 'keyword.operator.mutual-exclusion.hfilter').length, (code.match(/<>/g) ?? []).length, `${name}: <>`);
    assert.equal(found.filter(([, s]) => s === 'keyword.operator.execution-order.hfilter').length, (code.match(/(?<![<-])>/g) ?? []).length, `${name}: >`);
  }
});
