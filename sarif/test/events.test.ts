// Threads decoded into events, each with its own stack: heddle's target encoding (a), the
// runtime's current frame-per-location encoding (b), third-party paths (c) and result.stacks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  mergeLogs,
  renderResultText,
  renderText,
  reportedCall,
  resolveResults,
  toLspDiagnostics,
  validateSarif,
  type Log,
  type ResolvedThread,
  type ThreadFlowLocation,
} from '../src/index.js';
import { assertGolden, assertSdkValid, fixture, fixturePath, writeLog } from './helpers.js';

const targetEncoding = () => fixture('heddle-events.handwritten.sarif');
const apiMisuse = () => fixture('runtime-real/api-misuse.sarif');
const unorderedReal = () => fixture('runtime-real/unordered-policy-change.sarif');

/** Per event: message, then the stack as `function:line` innermost first. */
const outline = (thread: ResolvedThread) =>
  thread.events.map((e) => [e.message, ...e.stack.map((f) => `${f.functionName ?? '?'}:${f.binary ? 'bin' : f.span?.startLine}`)]);

/** A one-result log whose single threadFlow has these locations. */
function flowLog(locations: ThreadFlowLocation[]): Log {
  return {
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'gcc' } }, results: [{ message: { text: 'leak' }, codeFlows: [{ threadFlows: [{ locations }] }] }] }],
  };
}
const step = (line: number, message: string | undefined, extra: Partial<ThreadFlowLocation> = {}): ThreadFlowLocation => ({
  location: {
    physicalLocation: { artifactLocation: { uri: 'a.c' }, region: { startLine: line } },
    ...(message !== undefined && { message: { text: message } }),
    logicalLocations: [{ name: `f${line}` }],
  },
  ...extra,
});

describe('encoding (a): one threadFlowLocation per event with its stack', () => {
  it('the hand-written fixture passes the SARIF SDK validator', () => assertSdkValid(fixturePath('heddle-events.handwritten.sarif')));

  it('decodes message, kinds, executionOrder, the user-frame location and the whole stack', () => {
    const [call, write] = resolveResults(targetEncoding());
    assert.deepEqual(call!.threads.map((t) => t.id), ['T0', 'T2', 'T1']);
    assert.deepEqual(call!.threads.map(outline), [
      [['allocation', 'heddle_malloc:bin', 'make_queue:12', 'main:30']],
      [['heddle_release_write', 'heddle_release_write:bin', 'producer:21']],
      [['heddle_acquire_write (reported call)', 'heddle_acquire_write:bin', 'consumer:29']],
    ]);
    const [allocation] = call!.threads[0]!.events;
    assert.deepEqual(allocation!.kinds, ['acquire', 'memory']);
    assert.equal(allocation!.executionOrder, 1);
    assert.equal(allocation!.location.functionName, 'make_queue', 'the location is the innermost user frame, not the library frame');
    assert.deepEqual(allocation!.stack[0]!.binary, { module: '/opt/heddle/lib/libheddle_rt.so', offset: 0x2f40 });
    assert.deepEqual(call!.threads.map((t) => t.events.map((e) => e.executionOrder)), [[1], [2], [3]]);
    assert.deepEqual(outline(write!.threads[1]!), [['write of 8 bytes (reported)', 'push:44', 'worker:52']]);
    // The legacy flattened view is unchanged: one location per event.
    assert.deepEqual(call!.threads.map((t) => t.frames.map((f) => f.functionName)), [['make_queue'], ['producer'], ['consumer']]);
    // Each location is resolved once: the flattened view holds the events' own objects.
    assert.ok(call!.threads.every((t) => t.frames.every((f, i) => f === t.events[i]!.location)));
  });

  it('text view (golden): one block per event, library frames as module+offset, Call wording', () => {
    const text = renderText(targetEncoding());
    assertGolden('events.txt', text);
    assert.match(text, /  Call: heddle_acquire_write by thread T1\n/);
    assert.match(text, / {4}\[2\] heddle_release_write:\n {6}#0 heddle_release_write \(\/opt\/heddle\/lib\/libheddle_rt\.so\+0x2f40\)\n {6}#1 producer queue\.c:21:3\n/);
    assert.match(text, /  Access: write of size 8 by thread T1\n/);
  });

  it('LSP view relates each other thread\'s event at its user frame, named "T2: heddle_release_write"', () => {
    const [file] = toLspDiagnostics(targetEncoding(), { srcRoot: '/p' });
    const related = file!.diagnostics[0]!.relatedInformation!.map((i) => `${i.location.range.start.line + 1}: ${i.message}`);
    assert.deepEqual(related, ['12: allocation site', '21: conflicting policy change', '12: T0: allocation', '21: T2: heddle_release_write']);
  });

  it('events survive a merge with runtime logs, and the merged log passes the SARIF SDK', () => {
    const merged = mergeLogs([targetEncoding(), apiMisuse()]);
    const before = resolveResults(targetEncoding()).map((r) => r.threads.map(outline));
    const after = resolveResults(merged).filter((r) => r.primary?.span?.path === 'queue.c').map((r) => r.threads.map(outline));
    assert.deepEqual(after, before);
    assertSdkValid(writeLog('events-merged.sarif', merged));
  });
});

describe('encoding (b): the runtime writes one threadFlowLocation per frame, outermost first', () => {
  it('splits a thread into events at each event frame, callers (importance unimportant) joining the event after them', () => {
    const [result] = resolveResults(apiMisuse());
    const [thread] = result!.threads;
    assert.deepEqual(outline(thread!), [
      ['allocation', 'main:13'],
      ['heddle_release_write', 'finish:9', 'main:16'],
      ['reported call', 'finish:9', 'main:17'],
    ]);
    assert.deepEqual(thread!.events.map((e) => e.executionOrder), [1, 2, 3]);
    assert.deepEqual(thread!.events.map((e) => e.nestingLevel), [0, 1, 1]);
    assert.equal(thread!.frames.length, 5, 'the legacy flattened view still lists every frame');
    // Each location is resolved once: frames and events share the objects (callers are the events' outer frames).
    const eventFrames = new Set(thread!.events.flatMap((e) => e.stack));
    assert.ok(thread!.frames.every((f) => eventFrames.has(f)));
  });

  it('a caller frame without a message also joins the deeper event after it (older hand-written shape)', () => {
    const [result] = resolveResults(fixture('heddle-runtime.sarif'));
    assert.deepEqual(result!.threads.map(outline), [[['write of size 4', 'worker:14', 'main:31']], [['set policy private', 'init_counter:9', 'main:29']]]);
  });

  it('text view (golden): API calls say "Call: <function>", the detail is printed once', () => {
    const text = renderText(mergeLogs([apiMisuse(), unorderedReal()]));
    assertGolden('runtime-calls.txt', text);
    assert.match(text, /  Call: heddle_release_write by thread T0\n/);
    assert.match(text, /  Call: heddle_acquire_write by thread T1\n/);
    assert.doesNotMatch(text, /Access: read of size 0/);
    assert.equal(text.match(/double release: heddle_release_write of an object/g)?.length, 1, 'the detail appears once (in the message)');
    assert.match(text, / {4}\[2\] heddle_release_write:\n {6}#0 finish api_misuse\.c:9:3\n {6}#1 main api_misuse\.c:16:3\n {4}\[3\] reported call:\n {6}#0 finish api_misuse\.c:9:3\n {6}#1 main api_misuse\.c:17:3\n/);
  });

  it('a detail the message does not quote is still printed', () => {
    const [, , misuse] = resolveResults(fixture('heddle-runtime.sarif'));
    assert.match(renderResultText(misuse!), /  Call: heddle_release by thread T1\n  Detail: heddle_release on an untracked pointer\n/);
  });

  it('reads "read of size 0" as a call only with a detail or a call event', () => {
    const [result] = resolveResults(apiMisuse());
    assert.deepEqual(reportedCall(result!), { functionName: 'heddle_release_write' });
    const { detail: _quoted, ...withoutDetail } = result!.heddle;
    result!.heddle = withoutDetail;
    result!.message = 'no detail here';
    assert.deepEqual(reportedCall(result!), {}, 'the "reported call" event still makes it a call, without a function name');
    result!.threads[0]!.events.at(-1)!.message = 'read of 0 bytes (reported)';
    assert.equal(reportedCall(result!), undefined);
    assert.match(renderResultText(result!), /  Access: read of size 0 by thread T0\n/);
  });
});

describe('third-party paths: every step is an event', () => {
  it('CodeQL-style data-flow steps, each with its location as its one-frame stack', () => {
    const [path] = resolveResults(fixture('codeql-style.handwritten.sarif'));
    assert.deepEqual(path!.threads[0]!.events.map((e) => [e.message, e.stack.length, e.executionOrder, e.kinds.length]), [
      ['argv indirection', 1, undefined, 0],
      ['*argv [1]', 1, undefined, 0],
      ['filename', 1, undefined, 0],
      ['filename indirection', 1, undefined, 0],
    ]);
  });

  it('GCC-style call-depth nesting levels stay steps of their own, nestingLevel kept', () => {
    const log = flowLog([step(1, 'entry to main', { nestingLevel: 1 }), step(2, 'calling f', { nestingLevel: 1 }), step(10, 'entry to f', { nestingLevel: 2 }), step(11, 'leak', { nestingLevel: 2 })]);
    assert.deepEqual(validateSarif(log), []);
    const [thread] = resolveResults(log)[0]!.threads;
    assert.deepEqual(thread!.events.map((e) => [e.message, e.nestingLevel, e.stack.length]), [
      ['entry to main', 1, 1],
      ['calling f', 1, 1],
      ['entry to f', 2, 1],
      ['leak', 2, 1],
    ]);
  });

  it('caller-like frames that no deeper event follows are steps of their own', () => {
    const log = flowLog([step(1, undefined, { nestingLevel: 1 }), step(2, 'same level', { nestingLevel: 1 }), step(3, 'last', { importance: 'unimportant' })]);
    const [thread] = resolveResults(log)[0]!.threads;
    assert.deepEqual(outline(thread!), [[undefined, 'f1:1'], ['same level', 'f2:2'], ['last', 'f3:3']]);
  });

  it('result.stacks without codeFlows: one thread per stack with one event, innermost frame first', () => {
    const log: Log = {
      version: '2.1.0',
      runs: [{
        tool: { driver: { name: 'crash' } },
        results: [{ message: { text: 'boom' }, stacks: [{ message: { text: 'main thread' }, frames: [{ location: step(7, undefined).location! }, { location: step(3, undefined).location! }] }] }],
      }],
    };
    const [thread] = resolveResults(log)[0]!.threads;
    assert.equal(thread!.name, 'main thread');
    assert.deepEqual(outline(thread!), [[undefined, 'f7:7', 'f3:3']]);
    assert.match(renderText(log), /  main thread:\n {4}step:\n {6}#0 f7 a\.c:7\n {6}#1 f3 a\.c:3\n/);
  });
});
