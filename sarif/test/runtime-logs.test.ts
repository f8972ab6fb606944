// Logs written by heddle's own runtime (runtime/reporter), as its lit tests produce them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeLogs, renderText, reportedCall, resolveResults, toLspDiagnostics } from '../src/index.js';
import { assertGolden, assertSdkValid, fixture, fixturePath, writeLog } from './helpers.js';

const fig1 = () => fixture('runtime-real/fig1-unordered.sarif');
const locked = () => fixture('runtime-real/locked.sarif');

describe('logs written by the heddle runtime', () => {
  it('resolve: rule, threads outermost-first, the runtime properties', () => {
    const [result] = resolveResults(fig1());
    assert.equal(result!.ruleId, 'unordered-policy-change');
    assert.equal(result!.primary?.span?.path, 'fig1-unordered.c');
    assert.deepEqual(result!.threads.map((t) => t.id), ['T0', 'T1', 'T2']);
    assert.equal(result!.heddle.policy, 'private');
    assert.equal(result!.heddle.owner, 2);
    assert.equal(result!.title, "Thread T2 changed the policy of a 4-byte heap object without being ordered after thread T1's heddle_release_write.");
  });

  it('the runtime writes encoding (a): one threadFlowLocation per event, its stack, kinds and order across threads', () => {
    const [result] = resolveResults(fig1());
    const raw = result!.result.codeFlows![0]!.threadFlows;
    assert.equal(raw.reduce((n, t) => n + t.locations.length, 0), 3, 'three events, one threadFlowLocation each');
    assert.deepEqual(
      result!.threads.flatMap((t) => t.events.map((e) => [t.id, e.executionOrder, e.message, e.kinds.join(','), e.nestingLevel])),
      [
        ['T0', 1, 'allocation', 'acquire,memory', 0],
        ['T1', 2, 'heddle_release_write', 'call,function', 0],
        ['T2', 3, 'heddle_acquire_write (reported call)', 'call,function,danger', 0],
      ],
    );
    assert.equal(result!.heddle.access, 'call');
    assert.deepEqual(reportedCall(result!), { functionName: 'heddle_acquire_write' });
  });

  it('a registration shows the annotation, its stack innermost first with library frames as module+offset', () => {
    const [result] = resolveResults(locked());
    const [registration] = result!.threads[0]!.events;
    assert.equal(registration!.message, 'registration');
    assert.equal(registration!.location.functionName, 'HEDDLE_GLOBAL_LOCKED(balance)');
    assert.deepEqual(registration!.stack.map((f) => f.functionName), ['HEDDLE_GLOBAL_LOCKED(balance)', 'call_init', '__libc_start_main@@GLIBC_2.34']);
    assert.equal(registration!.stack[0]!.span?.path, 'locked.c');
    assert.match(registration!.stack[1]!.binary?.module ?? '', /libc\.so\.6$/);
  });

  it('the runtime fixtures pass the SARIF SDK validator', () => {
    for (const name of ['fig1-unordered', 'locked', 'unordered-policy-change']) assertSdkValid(fixturePath(`runtime-real/${name}.sarif`));
  });

  it('text view (golden)', () => assertGolden('runtime-real.txt', renderText(locked())));

  it('LSP view relates the other threads (allocation, conflicting change)', () => {
    const [file] = toLspDiagnostics(fig1(), { srcRoot: '/src' });
    const messages = file!.diagnostics[0]!.relatedInformation!.map((i) => i.message);
    assert.ok(messages.includes('T1: heddle_release_write'), messages.join('\n'));
    assert.ok(messages.includes('T0: allocation'), messages.join('\n'));
    assert.ok(!messages.some((m) => m.startsWith('T2:')), `the reporting thread T2 is the diagnostic itself: ${messages.join('\n')}`);
  });

  it('merge of two runtime logs onto one %SRCROOT% passes the SARIF SDK', () => {
    const merged = mergeLogs([fig1(), locked()]);
    assert.equal(merged.runs.length, 1);
    assert.deepEqual(merged.runs[0]!.originalUriBaseIds, { '%SRCROOT%': { uri: 'file:///work/main/runtime/test/policies/' } });
    assert.equal(merged.runs[0]!.results!.length, resolveResults(fig1()).length + resolveResults(locked()).length);
    assertSdkValid(writeLog('runtime-merged.sarif', merged));
  });
});
