// Quick fixes: every fix the linter attached to a finding; for a runtime result, the annotation that
// expresses the intended sharing and "work around with an execution filter" (append a `<>` constraint to
// the workspace's filter file, then validate the file with the linter's filter checks); for an annotation
// suggestion, its checked fix, and the source action that applies all of a file's (annotation-suggestions.ts).
import { existsSync } from 'node:fs';
import {
  CodeActionKind, type CodeAction, type Diagnostic, type TextEdit, type WorkspaceEdit,
} from 'vscode-languageserver';
import { annotationFixes } from './annotation-fixes.js';
import { APPLY_ALL_SUGGESTIONS_KIND, applyAllSuggestionsAction, kindRequested, suggestionQuickFix } from './annotation-suggestions.js';
import { workaroundConstraint } from './filter-workaround.js';
import type { Fix } from './lint-api.js';
import { isResultData, type RuntimeResult } from './runtime-results.js';
import type { ServerContext } from './server.js';
import { tellUser } from './user-messages.js';
import { pathToUri } from './workspace.js';
import { commandProblem, honouringCancellation, invalidParams } from './cancellation.js';

export const VALIDATE_FILTER_COMMAND = 'heddle.validateFilter';

function fixToEdit(fix: Fix, workspace: ServerContext['workspace']): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  for (const edit of fix.edits) (changes[workspace.uriOf(edit.file)] ??= []).push({ range: edit.range, newText: edit.newText });
  return { changes };
}

function appendToFilter(context: ServerContext, filterPath: string, text: string): WorkspaceEdit {
  const uri = pathToUri(filterPath);
  const current = context.workspace.read(filterPath)?.text;
  if (current === undefined && !existsSync(filterPath)) {
    return {
      documentChanges: [
        { kind: 'create', uri, options: { ignoreIfExists: true } },
        { textDocument: { uri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
      ],
    };
  }
  const lines = (current ?? '').split('\n');
  const end = { line: lines.length - 1, character: (lines.at(-1) ?? '').length };
  const separator = current === undefined || current === '' || current.endsWith('\n') ? '' : '\n';
  return { changes: { [uri]: [{ range: { start: end, end }, newText: separator + text }] } };
}

async function resultActions(context: ServerContext, uri: string, result: RuntimeResult, diagnostic: Diagnostic): Promise<CodeAction[]> {
  // An annotation suggestion with a fix: that fix is the action (the sharing was right, nothing to work around).
  if (result.suggestion) {
    const suggested = await suggestionQuickFix(context, result, diagnostic);
    return suggested ? [suggested] : [];
  }
  const actions: CodeAction[] = [];
  const document = context.documents.get(uri);
  const tree = context.syntax.get(uri);
  if (document && tree) {
    for (const fix of annotationFixes(result, document.text, tree)) {
      actions.push({ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [uri]: fix.edits } } });
    }
  }
  const path = context.workspace.pathOf(uri);
  if (!path) return actions;
  const filterPath = context.workspace.resolve(context.settings().filterFile, path);
  const constraint = workaroundConstraint(result, filterPath, context.workspace, context.syntax);
  if ('constraint' in constraint) {
    const where = `${context.workspace.relativeToFolder(path)}:${result.diagnostic.range.start.line + 1}`;
    actions.push({
      title: `Work around with an execution filter: ${constraint.constraint}`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      edit: appendToFilter(context, filterPath, `// ${result.ruleId} at ${where}\n${constraint.constraint}\n`),
      command: { title: 'Validate the execution filter', command: VALIDATE_FILTER_COMMAND, arguments: [pathToUri(filterPath)] },
    });
  }
  return actions;
}

export function registerCodeActions(context: ServerContext): void {
  context.connection.onCodeAction(honouringCancellation('codeAction', async ({ textDocument: { uri }, range, context: { diagnostics, only } }) => {
    const actions: CodeAction[] = [];
    const offered = new Set<string>();
    for (const diagnostic of diagnostics) {
      const finding = context.lint.findingFor(uri, diagnostic);
      for (const fix of finding?.fixes ?? []) {
        actions.push({ title: fix.description, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: fixToEdit(fix, context.workspace), isPreferred: finding?.fixes.length === 1 });
      }
      const result = isResultData(diagnostic.data) ? context.results.byKey(diagnostic.data.heddleResult) : undefined;
      if (result && !offered.has(result.key)) {
        offered.add(result.key);
        actions.push(...(await resultActions(context, uri, result, diagnostic)));
      }
    }
    // Clients that drop Diagnostic.data, or ask for the actions at a position (a command, a context menu),
    // still get the runtime results' actions for the lines in the range.
    for (const result of context.results.at(uri, range)) {
      if (offered.has(result.key)) continue;
      offered.add(result.key);
      actions.push(...(await resultActions(context, uri, result, result.diagnostic)));
    }
    if (kindRequested(only, APPLY_ALL_SUGGESTIONS_KIND)) {
      const all = await applyAllSuggestionsAction(context, uri);
      if (all) actions.push(all);
    }
    return actions;
  }));

  context.connection.onExecuteCommand(async (params) => {
    const problem = commandProblem(params);
    if (problem) return invalidParams(problem);
    const { command, arguments: args } = params;
    if (command !== VALIDATE_FILTER_COMMAND) return null;
    const path = typeof args?.[0] === 'string' ? context.workspace.pathOf(args[0]) : undefined;
    if (!path) {
      tellUser(context.connection, 'error', `${VALIDATE_FILTER_COMMAND} needs the filter file's URI as its argument`);
      return null;
    }
    const findings = await context.lint.lintFilterFile(path);
    const name = context.workspace.relativeToFolder(path);
    if (findings.length === 0) tellUser(context.connection, 'info', `${name} is a valid execution filter`);
    else {
      const first = findings[0];
      tellUser(
        context.connection,
        'warning',
        `${name} has ${findings.length} problem(s); first at line ${(first?.range.start.line ?? 0) + 1}: ${first?.message}`,
      );
    }
    return { problems: findings.length };
  });
}
