// A repository must not choose what the extension runs or where it writes (issue #12, item 14): the executables'
// settings are machine-scoped in the manifest (the server script: user settings only; heddle and heddle-lint:
// machine-overridable, and not taken from an untrusted workspace at all), and heddle.filterFile is refused when it
// leads out of the workspace folder — by the extension and by the language server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSettings } from '@heddle/lsp-server';
import { filterFileProblem } from '../src/workspace-paths.js';

const manifest = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8'));
const properties = manifest.contributes.configuration.properties as Record<string, { scope?: string }>;

test('the settings that name a program to run are machine-scoped; the server script only in user settings', () => {
  assert.equal(properties['heddle.server.path']?.scope, 'machine');
  assert.equal(properties['heddle.executable']?.scope, 'machine-overridable');
  assert.equal(properties['heddle.lint.executable']?.scope, 'machine-overridable');
  const trust = manifest.capabilities?.untrustedWorkspaces;
  assert.equal(trust?.supported, 'limited');
  assert.deepEqual([...trust.restrictedConfigurations].sort(), ['heddle.executable', 'heddle.lint.executable']);
  // Every setting whose value is a program is covered, under any name it may get.
  const programs = Object.keys(properties).filter((key) => /executable|server\.path|command|runtime/i.test(key));
  assert.deepEqual(programs.sort(), ['heddle.executable', 'heddle.lint.executable', 'heddle.server.path']);
});

const outside = ['/etc/cron.d/x', '../heddle.hfilter', 'sub/../../x.hfilter', '..\\..\\x.hfilter', 'C:\\Windows\\x.hfilter', '\\\\server\\share\\x'];
const inside = ['heddle.hfilter', 'filters/app.hfilter', 'sub/../heddle.hfilter', './x.hfilter'];

test('the extension refuses a heddle.filterFile outside the workspace folder, saying what and how to fix it', () => {
  for (const path of outside) assert.match(filterFileProblem(path) ?? 'accepted', /^heddle\.filterFile is ".*", (an absolute path|which leads out of the workspace folder); set heddle\.filterFile to a path relative to the workspace folder/, path);
  for (const path of inside) assert.equal(filterFileProblem(path), undefined, path);
});

test('the language server refuses it too: a warning naming the setting, and the default used', () => {
  for (const path of outside) {
    const { settings, problems } = parseSettings({ filterFile: path });
    assert.equal(settings.filterFile, 'heddle.hfilter', path);
    assert.equal(problems.length, 1, path);
    assert.match(problems[0]!, /^Setting heddle\.filterFile is ".*"; expected a non-empty relative path inside the workspace folder, .* Using the default "heddle\.hfilter"\.$/);
  }
  for (const path of inside) assert.deepEqual(parseSettings({ filterFile: path }), { settings: { ...parseSettings({}).settings, filterFile: path }, problems: [] }, path);
});
