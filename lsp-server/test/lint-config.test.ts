// The workspace folder's .heddle-lint.json applies in the editor as it does to the CLI: rule severities,
// include/exclude globs, and a change of the file applies at the next lint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DiagnosticSeverity, MessageType } from 'vscode-languageserver-protocol';
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
  await server.session.close(uri);
  await server.session.close(excluded);
});

test('a broken .heddle-lint.json is shown to the user once, naming the file and the field, and linting goes on with the defaults', async () => {
  const { session } = server;
  writeConfig({ rules: { 'no-such-rule': 'off' } });
  const uri = await server.open('annotations.c', 'c');
  await session.linted(uri, 1);
  const isAboutConfig = (m: { message: string }) => m.message.includes('.heddle-lint.json') && m.message.includes('"no-such-rule"');
  const shown = await session.waitFor('the config error shown', () => session.messages.find(isAboutConfig));
  assert.equal(shown.type, MessageType.Error);
  assert.match(shown.message, /unknown rule "no-such-rule" in "rules".*default settings/);
  // The defaults apply: the unknown policy is an error again (the earlier config made it a warning).
  const unknown = session.published.get(uri)?.diagnostics.find((d) => d.code === 'unknown-policy');
  assert.equal(unknown?.severity, DiagnosticSeverity.Error);
  // Further lints of the same broken file do not repeat the message.
  const version = await session.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }]);
  await session.linted(uri, version);
  assert.equal(session.messages.filter(isAboutConfig).length, 1);
  await session.close(uri);
  writeConfig({});
});
