// Argument building of the tasks: what heddle and heddle-lint are started with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CommandLineError, lintCommandLine, runTargetCommandLine } from '../src/commands/commandLines.js';

test('run target: heddle run --out <results> -- <program> <args>, arguments kept as they are', () => {
  assert.deepEqual(
    runTargetCommandLine({ executable: 'build/bin/heddle', program: 'build/racy', args: ['--threads', '4', 'a b'], resultsFile: 'heddle-results.sarif' }),
    { command: 'build/bin/heddle', args: ['run', '--out', 'heddle-results.sarif', '--', 'build/racy', '--threads', '4', 'a b'] },
  );
});

test('run target with filters: each as --filter before the program (issue #13, "Run with this filter")', () => {
  assert.deepEqual(runTargetCommandLine({ executable: 'heddle', program: 'build/app', args: ['-n', '4'], resultsFile: 'r.sarif', filters: ['/w/heddle.hfilter', 'more.hfilter'] }), {
    command: 'heddle',
    args: ['run', '--out', 'r.sarif', '--filter', '/w/heddle.hfilter', '--filter', 'more.hfilter', '--', 'build/app', '-n', '4'],
  });
});

test('run target: a bare program name becomes ./name, so it is the workspace program and not one on PATH', () => {
  const line = runTargetCommandLine({ executable: 'heddle', program: ' racy ', args: [], resultsFile: 'out.sarif' });
  assert.deepEqual(line.args, ['run', '--out', 'out.sarif', '--', './racy']);
  assert.equal(runTargetCommandLine({ executable: 'heddle', program: '/opt/p', args: [], resultsFile: 'o' }).args.at(-1), '/opt/p');
});

test('run target: an empty program or results file is an error that names the setting to fix', () => {
  assert.throws(
    () => runTargetCommandLine({ executable: 'heddle', program: '  ', args: [], resultsFile: 'x.sarif' }),
    (error: Error) => error instanceof CommandLineError && /heddle\.run\.program/.test(error.message) && /tasks\.json/.test(error.message),
  );
  assert.throws(() => runTargetCommandLine({ executable: 'heddle', program: 'p', args: [], resultsFile: '' }), /heddle\.run\.resultsFile/);
});

test('lint: heddle-lint <paths>, blank paths dropped, the workspace folder when none are left', () => {
  assert.deepEqual(lintCommandLine({ executable: 'heddle-lint', paths: ['src', ' ', 'filters/app.hfilter'] }), {
    command: 'heddle-lint',
    args: ['src', 'filters/app.hfilter'],
  });
  assert.deepEqual(lintCommandLine({ executable: '/x/heddle-lint', paths: [] }).args, ['.']);
});
