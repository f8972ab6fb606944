// The status bar's text and tooltip: the server's state, lint and runtime counts together (issue #14, item 8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runtimeSummary, statusText, statusTooltip } from '../src/statusText.js';

const none = { error: 0, warning: 0, note: 0, total: 0 };

test('nothing found: a quiet pass icon, and a tooltip that says where counts come from', () => {
  const input = { server: 'running' as const, lint: none, runtime: none };
  assert.equal(statusText(input), '$(pass) heddle');
  assert.equal(statusTooltip(input), "heddle: language server running; no lint findings in open files; no results in the workspace's SARIF logs. Click to open the results.");
});

test('lint findings count as much as runtime results: no "✓ heddle" beside a file full of errors', () => {
  const lint = { error: 13, warning: 0, note: 0, total: 13 };
  assert.equal(statusText({ server: 'running', lint, runtime: none }), '$(error) 13 $(warning) 0 heddle');
  const runtime = { error: 2, warning: 1, note: 4, total: 7 };
  assert.equal(statusText({ server: 'running', lint, runtime }), '$(error) 15 $(warning) 1 $(info) 4 heddle');
  assert.match(statusTooltip({ server: 'running', lint, runtime }), /13 lint findings in open files \(13 errors, 0 warnings, 0 notes\); 7 results in the SARIF logs \(2 errors, 1 warning, 4 notes\)/);
  assert.equal(runtimeSummary({ error: 1, warning: 0, note: 0, total: 1 }), '1 result in the SARIF logs (1 error, 0 warnings, 0 notes)');
});

test('a stopped server is shown, whatever the counts, and the tooltip says how to restart it', () => {
  const input = { server: 'stopped' as const, lint: none, runtime: { error: 5, warning: 0, note: 0, total: 5 } };
  assert.equal(statusText(input), '$(error) heddle: server stopped');
  assert.match(statusTooltip(input), /language server stopped.*Click to restart it/);
  assert.equal(statusText({ server: 'starting', lint: none, runtime: none }), '$(sync~spin) heddle');
});
