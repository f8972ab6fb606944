// The status bar's text and tooltip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusText, statusTooltip } from '../src/statusText.js';

test('no results: a quiet pass icon, and a tooltip that says where results come from', () => {
  const none = { error: 0, warning: 0, note: 0, total: 0 };
  assert.equal(statusText(none), '$(pass) heddle');
  assert.match(statusTooltip(none), /no results in the workspace's SARIF logs/);
});

test('counts by level; notes only when there are some; singular and plural', () => {
  assert.equal(statusText({ error: 2, warning: 1, note: 0, total: 3 }), '$(error) 2 $(warning) 1 heddle');
  assert.equal(statusText({ error: 0, warning: 0, note: 4, total: 4 }), '$(error) 0 $(warning) 0 $(info) 4 heddle');
  assert.equal(statusTooltip({ error: 1, warning: 0, note: 0, total: 1 }), 'heddle: 1 result (1 error, 0 warnings, 0 notes). Click to open.');
});
