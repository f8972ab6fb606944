// How an entry ended (entry-outcome.ts): a signal fails the entry and is named, whatever the
// reports and the exit status say; cancellation (cancellation.ts) reaches every listener once per signal.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Cancellation } from '../src/cancellation.js';
import { classifyEnd, signalOfStatus, type EntryEnd } from '../src/entry-outcome.js';

const expected = { expectExit: [0], reportStatuses: [66], timeoutSeconds: 60 };
const end = (e: Partial<EntryEnd>): EntryEnd => ({ exitCode: 0, signal: null, viaHeddle: true, timedOut: false, cancelledBy: undefined, program: undefined, ...e });

describe('entry outcome', () => {
  it('a program heddle saw killed by a signal is a crash named by it, even when heddle exited 66 (reports)', () => {
    // An older heddle run exited 66 when there were reports; its SARIF still named the signal.
    assert.deepEqual(classifyEnd(end({ exitCode: 66, program: { signalName: 'SIGSEGV' } }), expected), {
      outcome: 'crashed',
      signal: 'SIGSEGV',
      detail: 'the program was killed by SIGSEGV (heddle run exited with 66); the results it logged before are kept',
    });
    assert.equal(classifyEnd(end({ exitCode: 0, program: { signalName: 'SIGABRT' } }), { ...expected, expectExit: [0, 134] }).outcome, 'crashed', 'expect-exit does not excuse a signal');
  });

  it('heddle run\'s 128+N without a SARIF is signal N; with the program\'s own exit 128+N recorded it is a plain status', () => {
    assert.deepEqual(classifyEnd(end({ exitCode: 139 }), expected), { outcome: 'crashed', signal: 'SIGSEGV', detail: 'the program was killed by SIGSEGV (exit 139)' });
    assert.equal(classifyEnd(end({ exitCode: 139, program: { exitCode: 139 } }), { ...expected, expectExit: [139] }).outcome, 'ok');
    assert.equal(classifyEnd(end({ exitCode: 143, program: { exitCode: 0 } }), expected).detail, 'heddle run was stopped by SIGTERM (exit 143)');
    // A native run (no heddle) says its signal itself; its 139 is its own status.
    assert.equal(classifyEnd(end({ exitCode: 139, viaHeddle: false }), expected).outcome, 'unexpected-exit');
    assert.deepEqual(classifyEnd(end({ exitCode: null, signal: 'SIGKILL', viaHeddle: false }), expected), { outcome: 'crashed', signal: 'SIGKILL', detail: 'the program was killed by SIGKILL' });
  });

  it('cancellation and timeouts come first; reports and expected statuses are ok; anything else is unexpected', () => {
    assert.equal(classifyEnd(end({ exitCode: 130, cancelledBy: 'SIGINT', program: { signalName: 'SIGINT' } }), expected).outcome, 'cancelled');
    assert.equal(classifyEnd(end({ exitCode: 143, timedOut: true }), expected).outcome, 'timed-out');
    assert.equal(classifyEnd(end({ exitCode: 66, program: { exitCode: 66 } }), expected).outcome, 'ok');
    assert.equal(classifyEnd(end({ exitCode: 3, program: { exitCode: 3 } }), expected).detail, 'exited with 3; expected exit status 0');
    assert.equal(signalOfStatus(128), undefined);
    assert.equal(signalOfStatus(137), 'SIGKILL');
  });
});

describe('cancellation', () => {
  it('tells each listener of each signal, remembers the first, and rejects work still running', async () => {
    const c = new Cancellation();
    const heard: string[] = [];
    const stop = c.onCancel((s) => heard.push(s));
    const work = c.unlessCancelled(new Promise<string>(() => {}), (s) => new Error(`cancelled by ${s}`));
    c.cancel('SIGINT');
    c.cancel('SIGTERM');
    stop();
    c.cancel('SIGTERM');
    assert.deepEqual(heard, ['SIGINT', 'SIGTERM']);
    assert.equal(c.signal, 'SIGINT');
    await assert.rejects(work, /cancelled by SIGINT/);
    await assert.rejects(c.unlessCancelled(Promise.resolve(1), () => new Error('already cancelled')), /already cancelled/);
    assert.equal(await new Cancellation().unlessCancelled(Promise.resolve(1), () => new Error('no')), 1);
  });
});
