import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_ANNOTATIONS_PER_JOB,
  checkRunBatches,
  compareWithBaseline,
  formatWorkflowCommand,
  linesBytes,
  linesThatFit,
  renderMarkdown,
  renderText,
  resolveResults,
  toGithubAnnotations,
  truncateChars,
  toLspDiagnostics,
} from '../src/index.js';
import { assertGolden, fixture } from './helpers.js';
import { generateLog } from './support/generate-log.js';

const compared = () => compareWithBaseline(fixture('baseline/current.sarif'), fixture('baseline/previous.sarif'));
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('text view (ThreadSanitizer style)', () => {
  it('runtime log', () => assertGolden('runtime.txt', renderText(fixture('heddle-runtime.sarif'))));
  it('compared log (absent results left out)', () => assertGolden('compared.txt', renderText(compared())));
  it('CodeQL-style data-flow path', () => assertGolden('codeql.txt', renderText(fixture('codeql-style.handwritten.sarif'))));

  it('prints both threads innermost frame first, the object and policy', () => {
    const text = renderText(fixture('heddle-runtime.sarif'));
    // The caller frame (importance "unimportant") belongs to the write's stack, not an event of its own.
    assert.match(text, /Thread T2 \(the access\):\n {4}write of size 4:\n {6}#0 worker src\/counter\.c:14:5\n {6}#1 main src\/counter\.c:31:5 {2}\(thread T2 created\)\n {2}Thread T1/);
    assert.match(text, /Object: counter \(4 bytes, policy private, owner T1\)/);
    assert.match(text, /3 results \(2 error, 1 warning\) in 1 run\n$/);
  });
});

describe('LSP diagnostics view', () => {
  it('runtime log (golden)', () => assertGolden('runtime.lsp.json', json(toLspDiagnostics(fixture('heddle-runtime.sarif'), { srcRoot: '/work/project' }))));
  it('ESLint log with absolute URIs (golden)', () => assertGolden('eslint.lsp.json', json(toLspDiagnostics(fixture('eslint-formatter-sarif.sarif'), { srcRoot: '/elsewhere' }))));

  it('relates each event of the other thread (at its own location) and the related locations, not the accessing thread', () => {
    const [file] = toLspDiagnostics(fixture('heddle-runtime.sarif'), { srcRoot: '/w' });
    const diagnostic = file!.diagnostics[0]!;
    assert.equal(file!.uri, 'file:///w/src/counter.c');
    assert.deepEqual(diagnostic.range, { start: { line: 13, character: 4 }, end: { line: 13, character: 11 } });
    assert.equal(diagnostic.code, 'sharing-violation');
    assert.deepEqual(diagnostic.codeDescription, { href: 'https://heddle.dev/rules/sharing-violation' });
    assert.deepEqual(diagnostic.relatedInformation!.map((i) => i.message), ['last policy change: private, owner T1', 'T1: set policy private']);
  });
});

describe('GitHub annotations view', () => {
  it('compared log (golden: annotations and workflow commands)', () => {
    const view = toGithubAnnotations(compared());
    assertGolden('compared.github.json', json(view.annotations));
    assertGolden('compared.github.txt', `${view.annotations.map(formatWorkflowCommand).join('\n')}\n`);
  });

  it('cuts a long title to 255 characters and long texts to 64 KB, never inside a character', () => {
    const [result] = resolveResults(fixture('heddle-runtime.sarif'));
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const pad of ['', 'x']) {
      const [a] = toGithubAnnotations([{ ...result!, title: pad + '🧵'.repeat(300), message: pad + 'é🧵'.repeat(30_000) }]).annotations;
      assert.ok(a!.title.length <= 255 && a!.title.length >= 254 && a!.title.endsWith('…'), a!.title);
      assert.doesNotMatch(a!.title, loneSurrogate);
      assert.ok(Buffer.byteLength(a!.message) <= 64 * 1024 && a!.message.endsWith('…'));
      assert.doesNotMatch(a!.message, /\uFFFD/);
    }
    assert.equal(truncateChars('short', 255), 'short');
  });

  it('respects 10 per level and 50 in total, new and prioritized results first', () => {
    const log = generateLog({ results: 200, level: (i) => (i % 2 ? 'error' : 'warning') });
    const byDefault = toGithubAnnotations(log);
    const count = (level: string) => byDefault.annotations.filter((a) => a.annotation_level === level).length;
    assert.deepEqual([count('failure'), count('warning'), count('notice')], [10, 10, 0]);
    assert.equal(byDefault.omitted.length, 180);
    const changed = toGithubAnnotations(log, { prioritize: (r) => r.primary?.span?.path === 'src/module7.c', maxPerLevel: Infinity, maxTotal: MAX_ANNOTATIONS_PER_JOB });
    assert.equal(changed.annotations.length, 50);
    assert.ok(changed.annotations.slice(0, 1).every((a) => a.path === 'src/module7.c'), 'results on changed lines come first');
    assert.deepEqual(checkRunBatches(toGithubAnnotations(log, { maxPerLevel: Infinity, maxTotal: Infinity }).annotations).map((b) => b.length), [50, 50, 50, 50]);
  });

  it('keeps title, message and raw_details within the Checks API field limits', () => {
    const [result] = resolveResults(fixture('heddle-runtime.sarif'));
    result!.title = 'T'.repeat(400);
    result!.message = 'é'.repeat(40_000);
    const annotation = toGithubAnnotations([result!]).annotations[0]!;
    assert.equal(annotation.title.length, 255);
    assert.ok(Buffer.byteLength(annotation.message) <= 64 * 1024 && annotation.message.endsWith('é…'));
    assert.ok(Buffer.byteLength(annotation.raw_details!) <= 64 * 1024);
  });

  it('escapes workflow-command data and properties', () => {
    const line = formatWorkflowCommand({ path: 'a,b:c.c', start_line: 1, end_line: 2, annotation_level: 'notice', title: 'x: y, z', message: '50%\nnext' });
    assert.equal(line, '::notice file=a%2Cb%3Ac.c,line=1,endLine=2,title=x%3A y%2C z::50%25%0Anext');
  });
});

describe('Markdown job summary view', () => {
  it('compared log (golden)', () => assertGolden('compared.md', renderMarkdown(compared(), { linkBase: 'https://github.com/acme/queue/blob/0123abc/' })));
  it('no results', () => assert.match(renderMarkdown({ version: '2.1.0', runs: [] }), /No results/));

  it('stays under the byte limit by dropping table rows, and says how many', () => {
    const log = generateLog({ results: 400 });
    const markdown = renderMarkdown(log, { top: 400, maxBytes: 20_000 });
    assert.ok(Buffer.byteLength(markdown) <= 20_000);
    const shown = markdown.split('\n').filter((l) => l.startsWith('| 🔴') || l.startsWith('| 🟠') || l.startsWith('| 🔵')).length;
    assert.ok(shown > 0 && shown < 400);
    assert.match(markdown, new RegExp(`_${400 - shown} more results not shown\\._`));
    // As many rows as fit: the next row of the same view would not.
    const next = renderMarkdown(log, { top: 400, maxBytes: 1_000_000 }).split('\n').filter((l) => l.startsWith('| 🔴') || l.startsWith('| 🟠') || l.startsWith('| 🔵'))[shown]!;
    assert.ok(Buffer.byteLength(markdown) + Buffer.byteLength(next) + 1 > 20_000, `${Buffer.byteLength(markdown)} bytes used, the next row has ${Buffer.byteLength(next)}`);
  });

  it('linesThatFit counts UTF-8 bytes and newlines', () => {
    assert.equal(linesThatFit(['ab', 'cd'], 6), 2);
    assert.equal(linesThatFit(['ab', 'cd'], 5), 1);
    assert.equal(linesThatFit(['é'], 2), 0, 'é is two bytes, plus its newline');
    assert.equal(linesThatFit(['é'], 3), 1);
    assert.equal(linesThatFit(['a'], -1), 0);
    assert.equal(linesBytes(['ab', 'é']), 6);
  });

  it('escapes table cells', () => {
    const results = resolveResults(fixture('heddle-runtime.sarif'));
    results[0]!.title = 'a | b <script> *c*';
    assert.match(renderMarkdown(results), /a \\\| b &lt;script&gt; \\\*c\\\*/);
  });

  it('links a path with #, ? and parentheses to the file, not to an anchor or a cut link', () => {
    const results = resolveResults(fixture('heddle-runtime.sarif'));
    results[0]!.primary = { span: { uri: 'x', path: 'src/c#/q?(1.c', startLine: 3, endLine: 3 } };
    assert.match(renderMarkdown(results, { linkBase: 'https://github.com/o/r/blob/abc/' }), /\]\(https:\/\/github\.com\/o\/r\/blob\/abc\/src\/c%23\/q%3F%281\.c#L3\)/);
  });
});
