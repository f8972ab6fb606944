// Runtime results from a SARIF log over the real server: the log appears, changes and disappears; a result
// follows edits of its file; hover shows every thread's stack; the quick fixes write the annotation; the filter
// action says why no filter prevents a policy violation; saving a filter appends once, validates and shows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CodeActionRequest, ExecuteCommandRequest, HoverRequest, type CodeAction, type MarkupContent,
} from 'vscode-languageserver-protocol';
import { fixturesDir } from './support/fixture-workspace.js';
import { applyTextEdits } from './support/edits.js';
import { useServer } from './support/server-fixture.js';

let counterUri: string;
const logText = readFileSync(join(fixturesDir, 'sharing-violation.sarif'), 'utf8');
const counterText = readFileSync(join(fixturesDir, 'workspace', 'counter.c'), 'utf8');
const isViolation = (d: { code?: string | number }) => d.code === 'sharing-violation';

/** Writes the log the way a tool should: complete, then renamed into place. */
function writeLog(name: string, text: string): void {
  const tmp = server.path(`.${name}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, server.path(name));
}

const server = useServer({
  ready: async (fixture) => {
    counterUri = await fixture.session.open(fixture.path('counter.c'), 'c', counterText);
  },
});

/** The code actions for the violations counter.c shows now. */
async function violationActions(): Promise<CodeAction[]> {
  const diagnostics = (server.session.published.get(counterUri)?.diagnostics ?? []).filter(isViolation);
  return (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: counterUri },
    range: diagnostics[0]!.range,
    context: { diagnostics },
  })) as CodeAction[];
}

test('a result appears on its line with related information when the log is written', async () => {
  writeLog('heddle-results.sarif', logText);
  const [violation] = (await server.session.diagnostics(counterUri, (d) => d.some(isViolation), 'the runtime result')).filter(isViolation);
  assert.ok(violation);
  assert.deepEqual(violation.range.start, { line: 11, character: 4 });
  assert.match(String(violation.message), /Thread T2 wrote 'counter'/);
  assert.equal(violation.codeDescription?.href, 'https://example.invalid/heddle/docs/reports.md#sharing-violation');
  const related = (violation.relatedInformation ?? []).map((r) => `${r.location.range.start.line}:${r.message}`);
  assert.ok(related.includes('5:counter declared here'), related.join(' | '));
  assert.ok(related.includes('6:policy last set to private here'), related.join(' | '));
  assert.ok(related.some((r) => r.startsWith('11:') && r.includes('T1')), `the other thread's access: ${related.join(' | ')}`);
});

test('hover on the result shows both threads\' stacks', async () => {
  const hover = await server.session.connection.sendRequest(HoverRequest.type, { textDocument: { uri: counterUri }, position: { line: 11, character: 6 } });
  const value = (hover?.contents as MarkupContent).value;
  assert.match(value, /sharing-violation/);
  assert.match(value, /Thread T2, created by thread T0 at counter\.c:21/);
  assert.match(value, /Thread T1, created by thread T0 at counter\.c:20/);
});

test('the result follows an edit above it until the next run', async () => {
  await server.session.change(counterUri, [{ range: { start: { line: 8, character: 0 }, end: { line: 8, character: 0 } }, text: '/* one */\n/* two */\n' }]);
  const moved = await server.session.diagnostics(counterUri, (d) => d.some((x) => isViolation(x) && x.range.start.line === 13), 'the result two lines down');
  const declared = moved.find(isViolation)?.relatedInformation?.find((r) => r.message === 'counter declared here');
  assert.equal(declared?.location.range.start.line, 5, 'a related location above the edit stays');
  // Undo, so later tests see the file as on disk.
  await server.session.change(counterUri, [{ range: { start: { line: 8, character: 0 }, end: { line: 10, character: 0 } }, text: '' }]);
  await server.session.diagnostics(counterUri, (d) => d.some((x) => isViolation(x) && x.range.start.line === 11), 'the result back on line 12');
});

test('closing a file without saving puts its results back where the log says', async () => {
  await server.session.change(counterUri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n\n\n' }]);
  await server.session.diagnostics(counterUri, (d) => d.some((x) => isViolation(x) && x.range.start.line === 14), 'the result moved down');
  await server.session.close(counterUri);
  counterUri = await server.session.open(server.path('counter.c'), 'c', counterText);
  await server.session.diagnostics(counterUri, (d, p) => p.version === 1 && d.some((x) => isViolation(x) && x.range.start.line === 11), 'the result on line 12 again');
});

test('quick fixes: the intended annotation; no execution filter for a policy violation, with the reason', async () => {
  const actions = await violationActions();
  const titles = actions.map((a) => a.title);
  const bracket = actions.find((a) => a.title.startsWith('Annotate: heddle_acquire_write(&counter)'));
  assert.ok(bracket, titles.join(' | '));
  const bracketed = applyTextEdits(counterText, bracket.edit!.changes![counterUri]!);
  assert.match(bracketed, /\n    heddle_acquire_write\(&counter\);\n    counter\+\+;\n    heddle_release_write\(&counter\);\n/);

  const locked = actions.find((a) => a.title.startsWith('Annotate: HEDDLE_GLOBAL_LOCKED(counter, &counter_lock)'));
  assert.ok(locked, titles.join(' | '));
  const relocked = applyTextEdits(counterText, locked.edit!.changes![counterUri]!);
  assert.match(relocked, /\nHEDDLE_GLOBAL_LOCKED\(counter, &counter_lock\);\n/);
  assert.doesNotMatch(relocked, /HEDDLE_GLOBAL\(counter, HEDDLE_PRIVATE\)/);

  // A private object touched by another thread is reported in whatever order the threads run: no filter prevents
  // it, and the action says so instead of writing one that would not help.
  const filter = actions.find((a) => a.title.startsWith('Work around with an execution filter'));
  assert.equal(filter?.title, 'Work around with an execution filter', titles.join(' | '));
  assert.match(filter?.disabled?.reason ?? '', /policy \(private\) forbids this access in whatever order the threads run/);
  assert.equal(filter?.command, undefined);
});

test('saving a filter appends to an existing filter file once, validates it and shows it', async () => {
  const path = server.path('heddle.hfilter');
  const before = '// by hand\nworker <> main'; // no newline at the end
  writeFileSync(path, before);
  const constraint = '{counter.c:12, counter.c:12} <> {counter.c:12, counter.c:12}';
  const save = () => server.session.connection.sendRequest(ExecuteCommandRequest.type, {
    command: 'heddle.saveExecutionFilter', arguments: [pathToFileURL(path).href, '// why', constraint],
  });
  assert.deepEqual(await save(), { added: true, problems: 0 });
  assert.equal(server.read('heddle.hfilter'), `${before}\n// why\n${constraint}\n`);
  assert.ok(server.session.shownDocuments.includes(pathToFileURL(path).href), 'the filter file is shown');
  assert.deepEqual(await save(), { added: false, problems: 0 });
  assert.equal(server.read('heddle.hfilter'), `${before}\n// why\n${constraint}\n`, 'an identical line is not added again');
  await server.session.waitFor('the note that it is there', () => server.session.messages.find((m) => /heddle\.hfilter already has/.test(m.message)));
  // The validation reports what is wrong with the file.
  writeFileSync(path, 'counter.c:0 > counter.c:12\n');
  assert.deepEqual(await save(), { added: true, problems: 1 });
  await server.session.waitFor('the validation warning', () => server.session.messages.find((m) => /heddle\.hfilter has 1 problem\(s\); first at line 1/.test(m.message)));
  // A missing file is created.
  rmSync(path);
  assert.deepEqual(await save(), { added: true, problems: 0 });
  assert.equal(server.read('heddle.hfilter'), `// why\n${constraint}\n`);
  rmSync(path);
});

test('the result\'s actions are offered at its line even without the diagnostic in the request', async () => {
  const actions = (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: counterUri },
    range: { start: { line: 11, character: 0 }, end: { line: 11, character: 0 } },
    context: { diagnostics: [] },
  })) as CodeAction[];
  const titles = actions.map((a) => a.title);
  assert.equal(titles.filter((t) => t.startsWith('Work around with an execution filter')).length, 1, titles.join(' | '));
  const none = (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: counterUri },
    range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } },
    context: { diagnostics: [] },
  })) as CodeAction[];
  assert.deepEqual(none, []);
});

test('results update when the log changes, survive a malformed write, and disappear with the log', async () => {
  const moved = logText.replaceAll('"startLine": 12', '"startLine": 13');
  writeLog('heddle-results.sarif', moved);
  await server.session.diagnostics(counterUri, (d) => d.some((x) => isViolation(x) && x.range.start.line === 12), 'the result on line 13');

  writeLog('heddle-results.sarif', '{"version": "2.1.0", "runs": [');
  await server.session.waitFor('an error naming the malformed log', () => server.session.logs.find((l) => l.includes('heddle-results.sarif') && /JSON/.test(l)));
  await server.session.waitFor('a warning for the user', () =>
    server.session.messages.find((m) => /heddle-results\.sarif at line 1, column \d+: not valid JSON.*previous valid version/.test(m.message)));
  assert.ok(server.session.published.get(counterUri)?.diagnostics.some(isViolation), 'the previous run stays visible');

  rmSync(server.path('heddle-results.sarif'));
  await server.session.diagnostics(counterUri, (d) => !d.some(isViolation), 'the result to disappear');
});
