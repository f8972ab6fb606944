// The hand-written runtime log the tests feed the server must be a log the SARIF SDK accepts (SARIF and
// GitHub rules), or the tests would prove nothing about real logs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fixturesDir } from '../support/fixture-workspace.js';
import { packageDir } from '../support/server-bundle.js';

test('the SARIF fixture passes the SARIF SDK validator', () => {
  const run = spawnSync('bash', [join(packageDir, '..', 'scripts', 'sarif-validate.sh'), join(fixturesDir, 'sharing-violation.sarif')], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
});
