// The results loader, run from source: its worker is the package's built dist/results-worker.js (built first if
// stale), as for any host that embeds the server from source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ResultsLoader } from '../../src/results-loader.js';
import { fixturesDir } from '../support/fixture-workspace.js';
import { hugeLog } from '../support/huge-log.js';
import { ensureServerBundle } from '../support/server-bundle.js';

ensureServerBundle();

const workspace = join(fixturesDir, 'workspace');

test('a log is loaded in a worker: its results, in as many chunks as it takes', async () => {
  const loader = new ResultsLoader();
  const [small] = (await loader.load({ logPath: join(fixturesDir, 'sharing-violation.sarif'), srcRoot: workspace }).results) ?? [];
  assert.equal(small?.ruleId, 'sharing-violation');
  assert.equal(small?.uri, `file://${join(workspace, 'counter.c')}`);
  assert.match(small?.report ?? '', /Thread T2/);
  // More results than one chunk holds: all arrive, in order.
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-loader-'));
  try {
    const { text, results } = hugeLog(3_000_000);
    writeFileSync(join(dir, 'big.sarif'), text);
    const loaded = (await loader.load({ logPath: join(dir, 'big.sarif'), srcRoot: workspace }).results) ?? [];
    assert.equal(loaded.length, results);
    assert.deepEqual(loaded.slice(0, 3).map((r) => r.key), [0, 1, 2].map((i) => `${join(dir, 'big.sarif')}#0/${i}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a malformed or missing log rejects with a message naming it; a cancelled load gives nothing', async () => {
  const loader = new ResultsLoader();
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-loader-'));
  try {
    writeFileSync(join(dir, 'bad.sarif'), '{"version": "2.1.0", "runs": [');
    await assert.rejects(loader.load({ logPath: join(dir, 'bad.sarif'), srcRoot: dir }).results, /bad\.sarif.*not valid JSON/);
    await assert.rejects(loader.load({ logPath: join(dir, 'gone.sarif'), srcRoot: dir }).results, /gone\.sarif/);
    // Three at once (two wait for the one worker), all cancelled: none gives results, none fails.
    const loads = [1, 2, 3].map(() => loader.load({ logPath: join(fixturesDir, 'sharing-violation.sarif'), srcRoot: workspace }));
    for (const load of loads) load.cancel();
    assert.deepEqual(await Promise.all(loads.map((l) => l.results)), [undefined, undefined, undefined]);
    // The loader still works afterwards (the cancelled loads gave their turns back).
    assert.equal(((await loader.load({ logPath: join(fixturesDir, 'sharing-violation.sarif'), srcRoot: workspace }).results) ?? []).length, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
