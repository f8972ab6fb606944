// The workspace folder's .heddle-lint.json applies in the editor as it does to the CLI: rule severities,
// include/exclude globs, and a change of the file applies at the next lint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { useServer } from './support/server-fixture.js';

const server = useServer({
  prepare: (dir) => writeFileSync(join(dir, '.heddle-lint.json'), JSON.stringify({ rules: { 'unknown-policy': 'warning' }, exclude: ['excluded/**'] })),
});
const writeConfig = (config: object) => writeFileSync(server.path('.heddle-lint.json'), JSON.stringify(config));

test('.heddle-lint.json sets severities, excludes files, and is re-read when it changes', async () => {
  const text = server.read('annotations.c');
  const uri = await server.session.open(server.path('annotations.c'), 'c', text);
  const unknown = (await server.session.diagnostics(uri, (d) => d.some((x) => x.code === 'unknown-policy'))).find((x) => x.code === 'unknown-policy');
  assert.equal(unknown?.severity, DiagnosticSeverity.Warning, 'the config turns the error into a warning');

  // The same mistake in an excluded folder is not reported.
  const excluded = await server.session.open(server.path('excluded/annotations.c'), 'c', text);
  const none = await server.session.diagnostics(excluded, (d, p) => p.version === 1, 'the excluded file processed');
  assert.deepEqual(none.filter((x) => x.source === unknown.source).map((x) => x.code), []);

  writeConfig({ rules: { 'unknown-policy': 'off' } });
  const version = await server.session.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }]);
  // Diagnostics of the new version may first be published with the last lint's findings moved along the edit.
  await server.session.diagnostics(uri, (d, p) => p.version === version && !d.some((x) => x.code === 'unknown-policy'), 'the rule turned off by the changed config');
});
