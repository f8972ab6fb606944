// How each tool run went (invocations): heddle's exit 70 with its reason, notifications with
// descriptors and message strings, what merge cut to fit GitHub's limits — read by
// invocationOutcomes and shown by the text and Markdown views.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { invocationOutcomes, mergeLogs, noteworthyInvocations, renderInvocationsMarkdown, renderMarkdown, renderText, SARIF_SCHEMA_URI, sourceLocation, type Log } from '../src/index.js';
import { assertGolden, assertSdkValid, fixture, writeLog } from './helpers.js';
import { generateLog } from './support/generate-log.js';

// Real output of `heddle run` on a program not built with heddle-cc (exit 70).
const notInstrumented = () => fixture('runtime-real/not-instrumented.sarif');

describe('invocation outcomes', () => {
  it('heddle exit 70: not successful, with the runtime error notification saying why', () => {
    const [outcome, ...rest] = invocationOutcomes(notInstrumented());
    assert.equal(rest.length, 0);
    assert.equal(outcome!.tool, 'heddle');
    assert.equal(outcome!.executionSuccessful, false);
    assert.equal(outcome!.commandLine, '/tmp/plain');
    assert.equal(outcome!.notifications.length, 1);
    assert.equal(outcome!.notifications[0]!.kind, 'execution');
    assert.equal(outcome!.notifications[0]!.level, 'error');
    assert.match(outcome!.notifications[0]!.message, /^no event log .*Build it with heddle-cc/);
  });

  it('heddle run\'s record of how the program ended: the signal that killed it, or its exit status', () => {
    // Real output of `heddle run` on a program killed by SIGSEGV after a lock-not-held report.
    const [killed] = invocationOutcomes(fixture('runtime-real/killed-after-report.sarif'));
    assert.equal(killed!.programSignalName, 'SIGSEGV');
    assert.equal(killed!.programExitCode, undefined);
    assert.equal(killed!.executionSuccessful, false);
    const [exited] = invocationOutcomes(fixture('runtime-real/locked.sarif'));
    assert.deepEqual([exited!.programExitCode, exited!.programSignalName], [0, undefined]);
    // Properties of other types (another tool's) are not taken for heddle's.
    const log = fixture('runtime-real/locked.sarif');
    log.runs[0]!.invocations![0]!.properties = { programExitCode: '3', programSignalName: 11 };
    const [foreign] = invocationOutcomes(log);
    assert.deepEqual([foreign!.programExitCode, foreign!.programSignalName], [undefined, undefined]);
  });

  it('the text and Markdown views say the run did not complete and why', () => {
    const text = renderText(notInstrumented());
    assert.match(text, /^heddle-sarif: heddle did not complete: \/tmp\/plain$/m);
    assert.match(text, /^heddle-sarif: heddle: error: no event log/m);
    const md = renderMarkdown(notInstrumented());
    assert.match(md, /### Tool notifications/);
    assert.match(md, /\| heddle \| `\/tmp\/plain` \| ❌ did not complete \| error \| no event log/);
    assertGolden('not-instrumented.txt', text);
    assertGolden('not-instrumented.md', md);
  });

  it('CodeQL-style notifications: descriptor, location, level; informational ones are not noteworthy', () => {
    const log = fixture('codeql-style.handwritten.sarif');
    const [outcome] = invocationOutcomes(log);
    assert.equal(outcome!.executionSuccessful, true);
    assert.deepEqual(outcome!.notifications.map((n) => [n.descriptorId, n.level, n.where]), [['cpp/baseline/expected-extracted-files', 'none', 'src/files.c:1:1']]);
    assert.deepEqual(noteworthyInvocations(log), []);
    assert.doesNotMatch(renderMarkdown(log), /Tool notifications/);
  });

  it('message ids are looked up in the notification descriptor, level defaults from it, exit code and signal kept', () => {
    const descriptorText = { shortDescription: { text: 'Skipped file.' }, fullDescription: { text: 'A file was skipped.' }, help: { text: 'Add a compile command.' } };
    const log: Log = {
      $schema: SARIF_SCHEMA_URI,
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'demo', informationUri: 'https://example.invalid/demo', rules: [], notifications: [{ id: 'DEMO1', ...descriptorText, messageStrings: { skipped: { text: 'Skipped {0}: {1}.' } }, defaultConfiguration: { level: 'error' } }] } },
          invocations: [
            {
              executionSuccessful: false,
              exitCode: 3,
              exitSignalName: 'SIGABRT',
              arguments: ['demo', '--all'],
              toolConfigurationNotifications: [{ descriptor: { index: 0 }, message: { id: 'skipped', arguments: ['x.c', 'no compile command'] }, locations: [{ physicalLocation: { artifactLocation: { uri: 'x.c' }, region: { startLine: 4 } } }] }],
            },
          ],
          results: [],
        },
      ],
    };
    assertSdkValid(writeLog('invocations-demo.sarif', log));
    const [outcome] = noteworthyInvocations(log);
    assert.equal(outcome!.exitCode, 3);
    assert.equal(outcome!.exitSignalName, 'SIGABRT');
    assert.equal(outcome!.commandLine, 'demo --all');
    assert.deepEqual(outcome!.notifications, [{ kind: 'configuration', level: 'error', message: 'Skipped x.c: no compile command.', descriptorId: 'DEMO1', where: 'x.c:4' }]);
    assert.match(renderInvocationsMarkdown([outcome!]), /\| demo \| `demo --all` \| ❌ did not complete \(exit 3\) \| error \| x\.c:4: Skipped x\.c: no compile command\. \|/);
    const many = renderInvocationsMarkdown(Array.from({ length: 60 }, () => outcome!), { maxRows: 50 });
    assert.equal(many.split('\n').filter((l) => l.startsWith('| demo')).length, 50);
    assert.match(many, /_10 more notifications in the SARIF file\._/);
    // A command line of several lines (a manifest's block scalar) stays in its table row.
    const multiLine = renderInvocationsMarkdown([{ ...outcome!, commandLine: 'sh -c "make\n./a | tee `log`"' }]);
    assert.match(multiLine, /^\| demo \| `sh -c "make \.\/a \\\| tee 'log'"` \| ❌ did not complete/m);
  });

  it('what merge cut to stay within GitHub limits is noteworthy, and survives a second merge', () => {
    const log = generateLog({ results: 2 });
    delete log.runs[0]!.results![0]!.locations;
    log.runs[0]!.results![1]!.locations = [sourceLocation({ path: 'src/a.c', startLine: 1 })];
    const merged = mergeLogs([log]);
    const again = mergeLogs([merged]);
    for (const l of [merged, again]) {
      const notes = noteworthyInvocations(l).flatMap((o) => o.notifications.map((n) => `${n.level}: ${n.message}`));
      assert.equal(notes.length, 1, notes.join('\n'));
      assert.match(notes[0]!, /^warning: heddle-sarif: 1 result\(s\) without a source location were removed/);
    }
    assertSdkValid(writeLog('merged-with-notification.sarif', again));
  });
});
