// The hand-written runtime log the tests feed the server must be a log the SARIF SDK accepts (SARIF and
// GitHub rules), or the tests would prove nothing about real logs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '../support/fixture-workspace.js';
import { hugeLog } from '../support/huge-log.js';
import { packageDir } from '../support/server-bundle.js';

test('the SARIF fixture, and a log made of its result repeated (as the 50 MB one is), pass the SARIF SDK validator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-lsp-sarif-'));
  const repeated = join(dir, 'repeated.sarif');
  writeFileSync(repeated, hugeLog(200_000).text);
  const run = spawnSync('bash', [join(packageDir, '..', 'scripts', 'sarif-validate.sh'), join(fixturesDir, 'sharing-violation.sarif'), repeated], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  rmSync(dir, { recursive: true, force: true });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
});
