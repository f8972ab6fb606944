// Pull requests checked out as their merge commit (actions/checkout's default on pull_request
// events): the results carry the merge commit's line numbers, annotations must carry the
// head's. Real git repositories: a base commit, a pull request branch that adds a violation,
// the base then inserting lines above every result and changing the first violation's line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GithubAnnotation } from '@heddle/sarif';
import { placeOnHeadLines } from '../src/head-lines.js';
import { FakeGitHub } from './support/fake-github.js';
import { checkoutMerge } from './support/merge-checkout.js';
import { runAction, type ActionRun } from './support/run-action.js';
import { buildCommand, hunk, MANIFEST, programSource, ScratchRepo } from './support/scratch-repo.js';

const PR = 31;
const baseChangedLine = (text: string) => text.replace('  counter += 1; /*', '  counter += 100; /*');
const original = programSource({ violations: 3 });
// The pull request adds a fourth violation; the base meanwhile inserts 5 lines above the worker and changes the first violation.
const head = programSource({ violations: 4 });
const merged = programSource({ violations: 4, paddingLines: 5 });
/** The line that creates the worker threads (both the runtime and its stand-in name it in a result). */
const creationLine = (text: string) => text.split('\n').findIndex((l) => l.includes('pthread_create(')) + 1;

function history(): { origin: ScratchRepo; base: string; headSha: string } {
  const origin = new ScratchRepo().write('app.c', original.text).write('.github/heddle.yml', MANIFEST);
  origin.commit('three violations');
  origin.git('checkout', '-q', '-b', 'feature');
  const headSha = origin.write('app.c', head.text).commit('a fourth violation');
  origin.git('checkout', '-q', 'main');
  const base = origin.write('app.c', baseChangedLine(programSource({ violations: 3, paddingLines: 5 }).text)).commit('the base moves the worker down and changes a line');
  return { origin, base, headSha };
}

/** The merge checkout; `checkoutHead`: then the head checked out in it, as `ref: <head sha>` on actions/checkout does (GITHUB_SHA stays the merge). */
async function runOnMerge(api: FakeGitHub, depth: number, checkoutHead = false, remote = true): Promise<ActionRun & { headSha: string; mergeSha: string }> {
  const { origin, base, headSha } = history();
  const { dir, mergeSha } = checkoutMerge(origin, { number: PR, base, head: headSha, depth, remote });
  if (checkoutHead) execFileSync('git', ['checkout', '-q', '--detach', headSha], { cwd: dir });
  const run = await runAction({
    workspace: dir,
    apiUrl: api.url,
    inputs: { 'build-command': buildCommand(['app']) },
    pullRequest: { number: PR, headSha, baseRef: 'main' },
    env: { GITHUB_SHA: mergeSha },
  });
  return { ...run, headSha, mergeSha };
}

const appLines = (run: ActionRun) => run.annotations.filter((a) => a.properties.file === 'app.c').map((a) => Number(a.properties.line));

describe('a pull request checked out as its merge commit', () => {
  // The pull request's diff adds the fourth violation (head line numbers, as the files API gives them).
  const api = new FakeGitHub({ pullFiles: [{ filename: 'app.c', patch: hunk([head.violationLines[3]!]) }] });
  before(() => api.start());
  after(() => api.stop());

  it('with the head commit (fetch-depth: 2): annotates the head commit\'s lines, ranks by the head\'s changed lines, and lists a result on a line the base changed', async () => {
    const run = await runOnMerge(api, 2);
    assert.equal(run.status, 1, run.stderr);
    assert.notEqual(merged.violationLines[3], head.violationLines[3], 'the base really moved the lines');
    // The changed line takes the workflow-command slot, at its head line.
    assert.deepEqual(appLines(run), [head.violationLines[3]]);
    const create = api.find('POST', /check-runs$/)[0]!.body as { head_sha: string; output: { annotations: { path: string; start_line: number; end_line: number }[] } };
    assert.equal(create.head_sha, run.headSha);
    assert.deepEqual(create.output.annotations.map((a) => [a.start_line, a.end_line]).sort((a, b) => a[0]! - b[0]!), [
      [head.violationLines[1], head.violationLines[1]],
      [head.violationLines[2], head.violationLines[2]],
    ]);
    // The lines named inside the annotations (stack frames, where the thread was created) are the head's too.
    assert.notEqual(creationLine(merged.text), creationLine(head.text));
    for (const a of (create.output.annotations as (typeof create.output.annotations[number] & { raw_details: string })[])) {
      const lines = [...a.raw_details.matchAll(/\bapp\.c:(\d+)/g)].map((m) => Number(m[1]));
      assert.ok(lines.includes(creationLine(head.text)), a.raw_details);
      assert.deepEqual(lines.filter((l) => l !== a.start_line && l !== creationLine(head.text) && l !== 9), [], `every app.c line is the annotation's own, the thread creation's or (above the base's insertion) the registration's:\n${a.raw_details}`);
    }
    assert.match(run.summary, new RegExp(`Line numbers mapped from the checked-out commit ${run.mergeSha.slice(0, 12)} to the pull request's head ${run.headSha.slice(0, 12)}; 1 result\\(s\\) on lines the base branch changed`));
    assert.match(run.summary, /Annotations: 1 annotated on the diff, 2 in the \[check run\]\([^)]*\), 1 not annotated on a line of the pull request's head \(listed below\)\./);
    assert.match(run.summary, new RegExp(`^- \`app\\.c:${merged.violationLines[0]}\` lock-not-held: .*\\(the base branch changed this line since the pull request's head ${run.headSha.slice(0, 12)}\\)$`, 'm'));
    assert.ok(run.summary.includes(`/blob/${run.mergeSha}/app.c`), 'the results view links the lines of the commit the results come from');
    assert.equal(run.annotations.filter((a) => a.command === 'warning').length, 0);
  });

  it('maps the lines named in a placed annotation\'s texts; a line the base changed keeps the merge commit\'s number with a note; other files and non-references stay', async () => {
    const { origin, base, headSha } = history();
    const { dir, mergeSha } = checkoutMerge(origin, { number: PR, base, head: headSha, depth: 2 });
    const [changed, below] = [merged.violationLines[0]!, merged.violationLines[1]!];
    const text = (line: number) => `at app.c:${line}:5, (${join(dir, 'app.c')}:${line}) \`app.c:${changed}\` libc-start.c:145 x:${line} 0x10:2`;
    const annotation: GithubAnnotation = { path: 'app.c', start_line: below, end_line: below, annotation_level: 'failure', title: `lock-not-held at app.c:${below}`, message: text(below), raw_details: `#0 work app.c:${below}:11\ncreated at app.c:${creationLine(merged.text)}` };
    const placement = await placeOnHeadLines([{ annotation }], { workspace: dir, headSha, workflowSha: mergeSha });
    const placed = placement.placed[0]?.annotation;
    const to = head.violationLines[1]!;
    assert.equal(placed?.start_line, to);
    assert.equal(placed.title, `lock-not-held at app.c:${to}`);
    assert.equal(placed.message, `at app.c:${to}:5, (${join(dir, 'app.c')}:${to}) \`app.c:${changed} (the merge commit's line: the base branch changed it)\` libc-start.c:145 x:${below} 0x10:2`);
    assert.equal(placed.raw_details, `#0 work app.c:${to}:11\ncreated at app.c:${creationLine(head.text)}`);
  });

  it('shallow (fetch-depth: 1, actions/checkout\'s default): fetches the head from origin and annotates its lines', async () => {
    const run = await runOnMerge(api, 1);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(appLines(run), [head.violationLines[3]], 'the changed line is annotated at the head\'s line');
    assert.equal(run.annotations.filter((a) => a.command === 'warning').length, 0, run.stdout);
    const create = api.find('POST', /check-runs$/).at(-1)!.body as { output: { annotations: { start_line: number }[] } };
    assert.deepEqual(create.output.annotations.map((a) => a.start_line).sort((a, b) => a - b), [head.violationLines[1], head.violationLines[2]]);
    assert.match(run.summary, new RegExp(`Line numbers mapped from the checked-out commit ${run.mergeSha.slice(0, 12)} to the pull request's head ${run.headSha.slice(0, 12)} \\(fetched the pull request's head ${run.headSha.slice(0, 12)} \\(git fetch --depth=1 origin\\)\\)`));
  });

  it('shallow and the head cannot be fetched: annotates no line, warns once with why and the fix, lists every result in the summary', async () => {
    const run = await runOnMerge(api, 1, false, false);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(appLines(run), []);
    const create = api.find('POST', /check-runs$/).at(-1)!.body as { output: { annotations: unknown[] } };
    assert.equal(create.output.annotations.length, 0, 'nothing to put in the check run');
    const warnings = run.annotations.filter((a) => a.command === 'warning');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!.message, /not the pull request's head [0-9a-f]{12} \(fetching it from origin failed: .*origin/);
    assert.ok(warnings[0]!.message.includes('"fetch-depth: 2"') && warnings[0]!.message.includes('"ref: ${{ github.event.pull_request.head.sha }}"'), warnings[0]!.message);
    assert.equal(run.summary.split('fetch-depth: 2').length - 1, 1, 'said once in the summary');
    assert.match(run.summary, /4 result\(s\) not annotated on a line of the pull request's head/);
    assert.equal((run.summary.match(/^- `app\.c:\d+` lock-not-held: .*\(line numbers are the checked-out commit's/gm) ?? []).length, 4);
  });

  it('with the head itself checked out (GITHUB_SHA still the merge): the lines are the head\'s already, nothing is mapped', async () => {
    const run = await runOnMerge(api, 2, true);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(appLines(run), [head.violationLines[3]]);
    const create = api.find('POST', /check-runs$/).at(-1)!.body as { output: { annotations: { start_line: number }[] } };
    assert.deepEqual(create.output.annotations.map((a) => a.start_line).sort((a, b) => a - b), head.violationLines.slice(0, 3));
    assert.doesNotMatch(run.summary, /Line numbers mapped|not annotated on a line/);
    assert.ok(run.summary.includes(`/blob/${run.headSha}/app.c`));
  });
});
