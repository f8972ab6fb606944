// "Run Target" on first use (issue #14, item 3): the program it asks for can be saved per workspace folder (the
// settings are resource-scoped: VS Code refused "does not support the folder resource scope"); `heddle run`'s exit
// 66 (reports found) is a task that succeeded; a heddle that cannot be started names heddle.executable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTargetCommandLine } from '../src/commands/commandLines.js';
import { runProcess, startErrorMessage } from '../src/tasks/process-run.js';
import { buildFixtureProgram, heddleTool, STRICT_MODE_ENV } from './heddle-tools.js';

const manifest = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8'));
const properties = manifest.contributes.configuration.properties as Record<string, { scope?: string }>;

test('every setting read per workspace folder may be saved per folder (resource scope)', () => {
  const notPerFolder = Object.entries(properties).filter(([, p]) => p.scope !== 'resource').map(([k, p]) => `${k}: ${p.scope}`);
  // The executables are the user's machine's business (settings-trust.test.ts); the trace is the client's.
  assert.deepEqual(notPerFolder.sort(), ['heddle.executable: machine-overridable', 'heddle.lint.executable: machine-overridable', 'heddle.server.path: machine', 'heddle.trace.server: window']);
  assert.equal(properties['heddle.run.program']?.scope, 'resource');
});

async function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  let output = '';
  const result = await runProcess({ command, args }, { cwd, setting: 'heddle.executable', reportsFoundIsSuccess: true, ...(env && { env: { ...process.env, ...env } }) }, { write: (t) => (output += t) }).done;
  return { ...result, output };
}

test('heddle run exiting 66 (reports found) ends the task with 0 and says why', { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'heddle-run-task-'));
  try {
    const program = buildFixtureProgram(dir);
    const line = runTargetCommandLine({ executable: heddleTool('heddle'), program, args: [], resultsFile: 'heddle-results.sarif' });
    const result = await run(line.command, line.args, dir, STRICT_MODE_ENV);
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /sharing-violation/);
    assert.match(result.output, /exit 66: the run found reports .*the task succeeded/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('other statuses stay what they are', async () => {
  assert.equal((await run('sh', ['-c', 'exit 3'], tmpdir())).code, 3);
  assert.equal((await run('sh', ['-c', 'echo hello'], tmpdir())).output, 'hello\n');
});

test('a heddle that cannot be started: the message names the setting to change', async () => {
  const missing = await run('heddle-not-installed', ['run'], tmpdir());
  assert.equal(missing.code, 127);
  assert.equal(missing.startError, `heddle: cannot run 'heddle-not-installed': it is not on PATH. Set "heddle.executable" to the full path of the executable (e.g. build/bin/heddle-not-installed in a heddle build tree), or install heddle (scripts/install.sh) so it is on PATH.`);
  assert.match(missing.output, /Set "heddle\.executable"/);
  assert.match(startErrorMessage('build/bin/heddle', 'heddle.executable', Object.assign(new Error('x'), { code: 'ENOENT' })), /'build\/bin\/heddle': it does not exist\. Set "heddle\.executable"/);
});
