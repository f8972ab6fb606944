// The lint state kept per program (directory): made on first lint, dropped when the last document linted
// through it is released (closed), and made again on demand with the same findings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DocumentStore } from '../../src/documents.js';
import { CompileDatabases } from '../../src/compile-databases.js';
import { LintProjects } from '../../src/lint-projects.js';
import { pathToUri, Workspace } from '../../src/workspace.js';
import { copyWorkspace } from '../support/fixture-workspace.js';

test('a program is dropped when its last document is released, and rebuilt on the next lint', async () => {
  const copy = copyWorkspace();
  try {
    const workspace = new Workspace(new DocumentStore(), () => 4_000_000);
    workspace.setFolders([pathToUri(copy.dir)]);
    const fail = (message: string) => assert.fail(`unexpected config problem: ${message}`);
    const projects = new LintProjects(workspace, new CompileDatabases(workspace, fail), fail);
    const lint = (name: string) => projects.lintFile(join(copy.dir, name), workspace.siblingSources(join(copy.dir, name)));
    const codes = (findings: { ruleId: string }[] | undefined) => (findings ?? []).map((f) => f.ruleId);

    const annotations = codes(await lint('annotations.c'));
    assert.ok(annotations.includes('unknown-policy'), annotations.join());
    await lint('split/main.c');
    await lint('split/state.c');
    assert.equal(projects.size, 2);

    await projects.release(join(copy.dir, 'split/main.c'));
    assert.equal(projects.size, 2, 'state.c still uses the split/ program');
    await projects.release(join(copy.dir, 'split/state.c'));
    assert.equal(projects.size, 1);
    await projects.release(join(copy.dir, 'annotations.c'));
    assert.equal(projects.size, 0);

    assert.deepEqual(codes(await lint('annotations.c')), annotations);
    assert.equal(projects.size, 1);
  } finally {
    copy.remove();
  }
});
