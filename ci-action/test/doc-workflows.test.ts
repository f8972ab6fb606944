// The example workflows of docs/ci-action.md are what users copy: they must be valid
// workflows (YAML, and actionlint's checks of expressions, permissions, `with:` inputs against
// this action.yml, step outputs), least-privilege, and each must do what its heading says.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { findOrInstallActionlint } from './support/actionlint.js';
import { DOCS, exampleWorkflows } from './support/doc-workflows.js';
import { BUNDLE, PACKAGE_DIR } from './support/run-action.js';
import { tempDir } from './support/temp-dirs.js';

const examples = exampleWorkflows();
const REMOTE_USE = /OWNER\/heddle\/ci-action@[\w.-]+/;
const REMOTE_USES = new RegExp(REMOTE_USE.source, 'g');

interface Step { uses?: string; with?: Record<string, unknown>; id?: string; if?: string }
const stepsOf = (w: (typeof examples)[number]['workflow']) =>
  Object.values(w.jobs).flatMap((j) => ((j as { steps?: Step[] }).steps ?? []));
const usesOf = (w: (typeof examples)[number]['workflow'], action: string) => stepsOf(w).filter((s) => s.uses?.startsWith(action));

describe('example workflows in docs/ci-action.md', () => {
  it('are three valid workflows: PR gating with the built-in upload, a sharded matrix with a merge job, a nightly baseline with codeql-action v4', () => {
    assert.equal(examples.length, 3, 'PR gating, sharded matrix, nightly baseline');
    const [gate, sharded, nightly] = examples.map((e) => e.workflow) as [typeof examples[0]['workflow'], typeof examples[0]['workflow'], typeof examples[0]['workflow']];
    assert.ok(JSON.stringify(gate.on).includes('pull_request'));
    const heddleOfGate = usesOf(gate, 'OWNER/heddle/ci-action')[0]!;
    assert.equal(heddleOfGate.with?.upload, true, 'the action uploads: no separate step with a three-part if:');
    assert.equal(usesOf(gate, 'github/codeql-action/upload-sarif').length, 0);
    assert.match(String(heddleOfGate.with?.baseline), /^artifact:/);
    // The push to main refreshes the baseline the pull requests compare with.
    assert.ok(JSON.stringify(gate.on).includes('push'));
    const refresh = usesOf(gate, 'actions/upload-artifact')[0];
    assert.equal(`artifact:${String(refresh?.with?.name)}`, heddleOfGate.with?.baseline);
    assert.match(String(refresh?.if), /github\.event_name == 'push'/);
    assert.match(usesOf(nightly, 'github/codeql-action/upload-sarif')[0]?.uses ?? '', /@[0-9a-f]{40}$/);
    assert.match(examples[2]!.text, /codeql-action\/upload-sarif@[0-9a-f]{40} # v4\./);

    const shardStep = usesOf(sharded, 'OWNER/heddle/ci-action').find((s) => s.with?.shard);
    assert.match(String(shardStep?.with?.shard), /\$\{\{ matrix\.shard \}\}\/\d+/);
    assert.ok(usesOf(sharded, 'OWNER/heddle/ci-action').some((s) => s.with?.['merge-sarif']), 'a job merges the shards');

    assert.ok(JSON.stringify(nightly.on).includes('schedule'));
    const upload = usesOf(nightly, 'actions/upload-artifact')[0];
    assert.equal(`artifact:${String(upload?.with?.name)}`, heddleOfGate.with?.baseline, 'the nightly job uploads the artifact the PR job compares with');
    // The baseline must be made the way the pull request runs are, or everything the nightly job skipped counts as new.
    const nightlyHeddle = usesOf(nightly, 'OWNER/heddle/ci-action')[0]!;
    for (const input of ['cmake-args', 'lint-paths', 'manifest', 'category']) {
      assert.equal(nightlyHeddle.with?.[input], heddleOfGate.with?.[input], `nightly and PR jobs agree on ${input}`);
    }
  });

  it('let the action fetch the pull request head\'s commit wherever it annotates a pull request (contents: read), and keep shards to contents: read', () => {
    let annotatingJobs = 0;
    for (const { workflow: w, line } of examples) {
      if (!JSON.stringify(w.on).includes('pull_request')) continue;
      for (const [name, job] of Object.entries(w.jobs)) {
        const steps = (job as { steps?: Step[] }).steps ?? [];
        const heddle = steps.find((s) => s.uses?.startsWith('OWNER/heddle/ci-action'));
        if (!heddle) continue;
        if (heddle.with?.shard) {
          assert.deepEqual(job.permissions, { contents: 'read' }, `docs line ${line}: shard job ${name} needs nothing else`);
          continue;
        }
        annotatingJobs++;
        assert.equal(job.permissions?.contents, 'read', `docs line ${line}: job ${name} must be able to fetch the head`);
        assert.equal(job.permissions?.checks, 'write', `docs line ${line}: job ${name} creates the check run`);
      }
    }
    assert.equal(annotatingJobs, 2, 'the gating job and the merge job');
  });

  it('pin every third-party action by commit with its version as a comment, run merge and upload steps unless cancelled, and cancel superseded pull request runs', () => {
    for (const { text, workflow: w, line } of examples) {
      for (const m of text.matchAll(/uses: (\S+)(.*)$/gm)) {
        if (m[1]!.startsWith('OWNER/heddle/')) continue;
        assert.match(`${m[1]}${m[2]}`, /^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/, `docs line ${line}: ${m[0]}`);
      }
      assert.doesNotMatch(text, /always\(\)/, `docs line ${line}: !cancelled(), not always(): cancelling must stop it`);
      for (const s of stepsOf(w).filter((x) => x.if)) assert.match(String(s.if), /!cancelled\(\)/, `docs line ${line}: ${s.uses}`);
      if (JSON.stringify(w.on).includes('pull_request')) {
        const c = (w as { concurrency?: { group?: string; 'cancel-in-progress'?: boolean } }).concurrency;
        assert.equal(c?.['cancel-in-progress'], true, `docs line ${line}: a concurrency group cancels the run a new push supersedes`);
        assert.match(String(c?.group), /pull_request\.number/);
      }
    }
  });

  it('grant nothing at the workflow level and only read/write per job, never pull_request_target', () => {
    for (const { workflow: w, line } of examples) {
      assert.deepEqual(w.permissions, {}, `docs line ${line}: nothing granted at the workflow level`);
      for (const [name, job] of Object.entries(w.jobs)) {
        assert.ok(job.permissions, `docs line ${line}: job ${name} says what it needs`);
        assert.ok(Object.values(job.permissions).every((p) => p === 'read' || p === 'write'));
        assert.ok(!('contents' in job.permissions) || job.permissions.contents === 'read', `job ${name}: contents read-only`);
      }
      assert.ok(!JSON.stringify(w.on).includes('pull_request_target'));
    }
    assert.match(readFileSync(DOCS, 'utf8'), /### Why not `pull_request_target`\n\n`pull_request_target` runs in the context of the base repository with a write token/);
  });

  describe('actionlint', () => {
    let actionlint: string | undefined;
    let missing = '';
    before(() => {
      const found = findOrInstallActionlint();
      if ('path' in found) actionlint = found.path;
      else missing = found.missing;
    });

    /** A scratch repository with the examples as its workflows, `uses:` pointing at this action.yml. */
    function repoWith(extra: Record<string, string> = {}): string {
      const dir = tempDir('heddle-actionlint');
      mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
      mkdirSync(join(dir, 'ci-action', 'dist'), { recursive: true });
      copyFileSync(join(PACKAGE_DIR, 'action.yml'), join(dir, 'ci-action', 'action.yml'));
      copyFileSync(BUNDLE, join(dir, 'ci-action', 'dist', 'index.js'));
      examples.forEach((e, i) => writeFileSync(join(dir, '.github', 'workflows', `example-${i + 1}.yml`), e.text.replace(REMOTE_USES, './ci-action')));
      for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, '.github', 'workflows', name), text);
      spawnSync('git', ['init', '-q'], { cwd: dir });
      return dir;
    }

    const lint = (dir: string) => spawnSync(actionlint!, ['-no-color'], { cwd: dir, encoding: 'utf8' });

    it('finds no problem in the examples, their inputs checked against action.yml', (t) => {
      if (!actionlint) return t.skip(missing);
      for (const e of examples) assert.match(e.text, REMOTE_USE, `docs line ${e.line}: the example uses the action`);
      const r = lint(repoWith());
      assert.equal(r.status, 0, r.stdout + r.stderr);
    });

    it('does report a misspelt input and a bad permission (the check above can fail)', (t) => {
      if (!actionlint) return t.skip(missing);
      const broken = examples[0]!.text.replace(REMOTE_USES, './ci-action').replace('fail-on: new', 'fail-onn: new').replace('checks: write', 'checks: writ');
      const r = lint(repoWith({ 'broken.yml': broken }));
      assert.equal(r.status, 1, r.stdout + r.stderr);
      assert.match(r.stdout, /broken\.yml:\d+:\d+: input "fail-onn" is not defined in action "heddle"/);
      assert.match(r.stdout, /broken\.yml:\d+:\d+: .*"writ"/);
      assert.doesNotMatch(r.stdout, /example-\d\.yml/);
    });
  });
});
