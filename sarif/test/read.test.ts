import assert from 'node:assert/strict';
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MAX_LOG_BYTES, parseSarif, readSarifFile, readSarifFileSync, readSarifText, resolveResults, SarifInputError, validateSarif } from '../src/index.js';
import { fixture, fixturePath, scratchDir } from './helpers.js';

async function readError(text: string, name: string): Promise<SarifInputError> {
  const path = join(scratchDir(), name);
  writeFileSync(path, text);
  const error = await readSarifFile(path).then(
    () => assert.fail(`${name} was accepted`),
    (e: unknown) => e,
  );
  assert.ok(error instanceof SarifInputError, `expected SarifInputError, got ${String(error)}`);
  assert.ok(error.message.startsWith(path), `error names the file: ${error.message}`);
  return error;
}

describe('reading heddle and third-party logs', () => {
  it('reads the runtime log: levels, titles, threads, heddle properties', () => {
    const results = resolveResults(fixture('heddle-runtime.sarif'));
    assert.deepEqual(results.map((r) => [r.ruleId, r.level]), [['sharing-violation', 'error'], ['lock-not-held', 'error'], ['api-misuse', 'warning']]);
    const [violation] = results;
    assert.equal(violation!.title, 'Write of size 4 to counter by thread T2 violates its policy private (owner T1).');
    assert.match(violation!.message, /last set here\.$/, 'embedded link reduced to its text');
    assert.deepEqual(violation!.threads.map((t) => [t.name, t.frames.map((f) => f.functionName)]), [
      ['Thread T2 (the access)', ['main', 'worker']],
      ['Thread T1 (owner)', ['main', 'init_counter']],
    ]);
    assert.equal(violation!.heddle.policy, 'private');
    assert.equal(violation!.category, 'heddle-runtime');
    assert.equal(violation!.helpUri, 'https://heddle.dev/rules/sharing-violation');
  });

  it('reads @microsoft/eslint-formatter-sarif output (absolute file URIs through artifacts)', () => {
    const results = resolveResults(fixture('eslint-formatter-sarif.sarif'));
    assert.deepEqual(results.map((r) => [r.ruleId, r.primary?.span?.startLine]), [['no-unused-vars', 2], ['eqeqeq', 7], ['no-undef', 7], ['no-debugger', 10]]);
    assert.equal(results[0]!.primary?.span?.path, '/tmp/eslint-fx/src/worker.js');
    assert.equal(results[1]!.helpUri, 'https://eslint.org/docs/latest/rules/eqeqeq');
    assert.deepEqual(results.map((r) => r.level), ['error', 'warning', 'error', 'warning']);
  });

  it('reads a CodeQL-style log: rules in a tool extension, artifact indices, a data-flow path', () => {
    const results = resolveResults(fixture('codeql-style.handwritten.sarif'));
    assert.equal(results.length, 2);
    const [path, unused] = results;
    assert.equal(path!.helpUri, 'https://codeql.github.com/codeql-query-help/cpp/cpp-path-injection/');
    assert.equal(path!.level, 'warning', 'level from the extension rule default');
    assert.equal(unused!.level, 'note');
    assert.equal(path!.primary?.span?.path, 'src/files.c');
    assert.deepEqual(path!.threads[0]!.frames.map((f) => `${f.span?.path}:${f.span?.startLine}`), ['src/main.c:9', 'src/main.c:11', 'src/files.c:15', 'src/files.c:18']);
    assert.equal(path!.title, 'This argument to a file access function is derived from user input (a command-line argument) and then passed to fopen(filename).');
    assert.equal(path!.category, '/language:cpp');
  });

  it("reads the SARIF multitool's own outputs (merge; match-results-forward with 'updated')", () => {
    const merged = resolveResults(fixture('multitool-merge.sarif'));
    assert.deepEqual([...new Set(merged.map((r) => r.toolName))].sort(), ['ESLint', 'heddle']);
    assert.equal(merged.length, 7);
    const matched = resolveResults(fixture('multitool-match-results-forward.sarif'));
    const states = matched.map((r) => r.baselineState);
    assert.deepEqual(states.sort(), ['absent', 'new', 'new', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);
  });
});

describe('bad input gets one clear error', () => {
  it('malformed JSON: file and line/column', async () => {
    const error = await readError('{\n  "version": "2.1.0",\n  "runs": [}\n', 'malformed.sarif');
    assert.match(error.message, /not valid JSON/);
    assert.match(error.where ?? '', /^line 3, column \d+$/);
  });

  it('schema-invalid: file and the JSON path of the problem', async () => {
    const log = fixture('heddle-runtime.sarif');
    (log.runs[0]!.results![1] as { level: string }).level = 'fatal';
    const error = await readError(JSON.stringify(log), 'bad-level.sarif');
    assert.equal(error.where, '$.runs[0].results[1].level');
    assert.match(error.problem, /must be one of "none", "note", "warning", "error"/);
  });

  it('unknown property: names it in the path', () => {
    const log = fixture('heddle-runtime.sarif') as unknown as { runs: { resultz?: unknown }[] };
    log.runs[0]!.resultz = [];
    assert.deepEqual(validateSarif(log), [{ path: '$.runs[0].resultz', message: 'is not a SARIF 2.1.0 property here' }]);
  });

  it('other SARIF versions, empty files, non-objects, missing files', async () => {
    assert.equal((await readError('{"version":"2.0.0","runs":[]}', 'old.sarif')).where, '$.version');
    assert.match((await readError('  \n', 'empty.sarif')).problem, /empty/);
    assert.match((await readError('[1,2]', 'array.sarif')).problem, /top level must be a JSON object/);
    await assert.rejects(readSarifFile(join(scratchDir(), 'nope.sarif')), /nope\.sarif: cannot read file: ENOENT/);
  });

  it('refuses a file too large to read whole, before reading it (bounded memory)', async () => {
    const path = join(scratchDir(), 'huge.sarif');
    writeFileSync(path, '');
    truncateSync(path, MAX_LOG_BYTES + 1); // sparse: nothing is written, only the size changes
    const expected = /huge\.sarif: file is 268,435,457 bytes \(256\.0 MiB\), more than the 268,435,456 bytes \(256\.0 MiB\) heddle reads whole \(split the log/;
    await assert.rejects(readSarifFile(path), expected);
    assert.throws(() => readSarifFileSync(path), expected);
    await assert.rejects(readSarifText(path), expected, 'the CLI validate path too');
    await assert.rejects(readSarifFile(fixturePath('heddle-runtime.sarif'), { maxBytes: 100 }), /file is [\d,]+ bytes \([\d.]+ MiB\)|file is [\d,]+ bytes, more than the 100 bytes heddle reads whole/);
  });

  it('accepts a UTF-8 byte-order mark', () => {
    const log = parseSarif(`\ufeff${JSON.stringify(fixture('heddle-runtime.sarif'))}`, 'bom.sarif');
    assert.equal(log.runs.length, 1);
  });
});
