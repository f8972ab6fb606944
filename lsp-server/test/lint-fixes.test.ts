// Every fix the linter attaches to a finding is offered as a code action, with the linter's own edits: each
// rule's bad fixture of annotation-lint (test/fixtures/rules/<rule>/bad, filter rules beside the shared
// filter program) is opened in the real server, and the actions for each published finding are compared
// with what LintProject computes for the same files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LintProject } from '@heddle/annotation-lint';
import { CodeActionRequest, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver-protocol';
import { packageDir } from './support/server-bundle.js';
import { useServer } from './support/server-fixture.js';

const fixtures = join(packageDir, '..', 'annotation-lint', 'test', 'fixtures');
const rules = readdirSync(join(fixtures, 'rules')).sort();
const ruleDir = (dir: string, rule: string) => join(dir, 'lint-rules', rule);

const server = useServer({
  prepare: (dir) => {
    for (const rule of rules) {
      cpSync(join(fixtures, 'rules', rule, 'bad'), ruleDir(dir, rule), { recursive: true });
      if (rule.startsWith('filter-')) cpSync(join(fixtures, 'filter-program'), ruleDir(dir, rule), { recursive: true });
    }
  },
});

/** One offered fix, comparable between the linter and the server: where, which rule, its title and edits. */
const fixKey = (line: number, rule: unknown, title: string, edits: Record<string, TextEdit[]>) =>
  JSON.stringify({ line, rule, title, edits: Object.entries(edits).sort(([a], [b]) => a.localeCompare(b)) });

async function linterFixes(dir: string, file: string): Promise<string[]> {
  const project = await LintProject.create();
  for (const name of readdirSync(dir)) project.setFile(join(dir, name), readFileSync(join(dir, name), 'utf8'));
  return project.lintFile(join(dir, file)).flatMap((f) =>
    f.fixes.map((fix) => {
      const edits: Record<string, TextEdit[]> = {};
      for (const e of fix.edits) (edits[pathToFileURL(e.file).href] ??= []).push({ range: e.range, newText: e.newText });
      return fixKey(f.range.start.line, f.ruleId, fix.description, edits);
    }),
  );
}

async function serverFixes(uri: string, diagnostics: Diagnostic[]): Promise<string[]> {
  const offered: string[] = [];
  for (const diagnostic of diagnostics.filter((d) => d.source === 'heddle-lint')) {
    const actions = (await server.session.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
    for (const action of actions) offered.push(fixKey(diagnostic.range.start.line, diagnostic.code, action.title, action.edit?.changes ?? {}));
  }
  return offered;
}

test('every fix of every rule\'s findings is offered as a code action with the linter\'s edits', async () => {
  let fixesSeen = 0;
  const rulesWithFixes = new Set<string>();
  for (const rule of rules) {
    const dir = ruleDir(server.dir, rule);
    const opened = readdirSync(join(fixtures, 'rules', rule, 'bad')).filter((name) => ['.c', '.h', '.hfilter'].includes(extname(name)));
    for (const name of opened) {
      const uri = await server.session.open(join(dir, name), extname(name) === '.hfilter' ? 'hfilter' : 'c', readFileSync(join(dir, name), 'utf8'));
      await server.session.linted(uri, 1);
      const diagnostics = server.session.published.get(uri)?.diagnostics ?? [];
      const expected = (await linterFixes(dir, name)).sort();
      assert.deepEqual((await serverFixes(uri, diagnostics)).sort(), expected, `${rule}/${name}`);
      fixesSeen += expected.length;
      if (expected.some((k) => JSON.parse(k).rule === rule)) rulesWithFixes.add(rule);
      await server.session.close(uri);
    }
  }
  // annotation-lint's own tests say which rules have mechanical fixes; all of them must have reached the editor.
  assert.ok(rulesWithFixes.size >= 10, `fixes seen for ${[...rulesWithFixes].join(', ')}`);
  assert.ok(fixesSeen >= rulesWithFixes.size);
});
