// One annotation per line and problem (result-annotations.ts): heddle's and heddle-lint's
// findings of one problem on one line share an annotation naming both; results in the baseline
// are notices unless they can fail the step; the body does not repeat the title.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeLogs, resolveResults, SarifLogBuilder, sourceLocation, type Log } from '@heddle/sarif';
import { annotationsOf } from '../src/result-annotations.js';

type Finding = { tool: string; rule: string; line: number; text: string; state?: 'new' | 'unchanged'; level?: 'error' | 'warning' };

function log(findings: Finding[]): Log {
  const logs = [...new Set(findings.map((f) => f.tool))].map((tool) => {
    const builder = new SarifLogBuilder();
    const run = builder.addRun({ tool: { name: tool }, srcRoot: '/w' });
    for (const f of findings.filter((x) => x.tool === tool)) {
      run.addRule({ id: f.rule, shortDescription: { text: f.rule }, help: { text: `Help for ${f.rule}.` } });
      run.addResult({ ruleId: f.rule, level: f.level ?? 'error', baselineState: f.state ?? 'new', message: { text: f.text }, locations: [sourceLocation({ path: '/w/app.c', startLine: f.line }, '/w')] });
    }
    return builder.build();
  });
  return mergeLogs(logs, { srcRoot: '/w' });
}

const runtime: Finding = { tool: 'heddle', rule: 'lock-not-held', line: 18, text: 'Thread T1 read `counter` without holding its lock `lock`. The object was registered by thread T0.' };
const lint: Finding = { tool: 'heddle-lint', rule: 'locked-access-outside-lock', line: 18, text: '`counter` is accessed without holding `lock`.' };

describe('annotations of results', () => {
  it('one annotation for heddle\'s and heddle-lint\'s finding of one problem on one line, naming both', () => {
    const [one, ...rest] = annotationsOf(resolveResults(log([lint, runtime])), { srcRoot: '/w', baselineAsNotices: true });
    assert.equal(rest.length, 0);
    assert.equal(one!.title, 'lock-not-held + locked-access-outside-lock: Thread T1 read `counter` without holding its lock `lock`.');
    assert.equal(one!.message, 'The object was registered by thread T0.\n\nheddle-lint (locked-access-outside-lock): `counter` is accessed without holding `lock`.');
    assert.equal(one!.annotation_level, 'failure');
    assert.equal(one!.start_line, 18);
  });

  it('keeps other problems on the same line, and the same problem on other lines, apart', () => {
    const other: Finding = { tool: 'heddle-lint', rule: 'unannotated-shared-global', line: 18, text: 'A global written in thread code.', level: 'warning' };
    const below: Finding = { ...lint, line: 19 };
    const annotations = annotationsOf(resolveResults(log([runtime, other, below])), { srcRoot: '/w', baselineAsNotices: true });
    assert.deepEqual(annotations.map((a) => [a.start_line, a.title.split(':')[0]]).sort(), [[18, 'lock-not-held'], [18, 'unannotated-shared-global'], [19, 'locked-access-outside-lock']]);
    // A one-sentence message is all title: the rule's help is the body instead.
    assert.equal(annotations.find((a) => a.title.startsWith('unannotated'))!.message, 'Help for unannotated-shared-global.');
  });

  it('results in the baseline are notices when they cannot fail the step, at their level when they can; new ones never', () => {
    const old = [{ ...runtime, state: 'unchanged' as const }, { ...lint, line: 30 }];
    const asNotices = annotationsOf(resolveResults(log(old)), { srcRoot: '/w', baselineAsNotices: true });
    assert.deepEqual(asNotices.map((a) => [a.start_line, a.annotation_level]).sort(), [[18, 'notice'], [30, 'failure']]);
    assert.match(asNotices.find((a) => a.start_line === 18)!.title, /^\(in the baseline\) lock-not-held: /);
    const failing = annotationsOf(resolveResults(log(old)), { srcRoot: '/w', baselineAsNotices: false });
    assert.deepEqual(failing.map((a) => a.annotation_level), ['failure', 'failure']);
    // A group with one new finding is new.
    const mixed = annotationsOf(resolveResults(log([{ ...runtime, state: 'unchanged' }, lint])), { srcRoot: '/w', baselineAsNotices: true });
    assert.deepEqual(mixed.map((a) => a.annotation_level), ['failure']);
  });
});
