// Quick fixes: every fix the linter attached to a finding; for a runtime result, the annotation that
// expresses the intended sharing and "work around with an execution filter" (filter-workaround.ts: the
// constraint, saved into the workspace's filter file, validated and shown by filter-file.ts; disabled with the
// reason for a result no filter can prevent); for an annotation
// suggestion, its checked fix, and the source action that applies all of a file's (annotation-suggestions.ts).
import {
  CodeActionKind, type CodeAction, type Diagnostic, type TextEdit, type WorkspaceEdit,
} from 'vscode-languageserver';
import { annotationFixes } from './annotation-fixes.js';
import { APPLY_ALL_SUGGESTIONS_KIND, applyAllSuggestionsAction, kindRequested, suggestionQuickFix } from './annotation-suggestions.js';
import { SAVE_FILTER_COMMAND, saveExecutionFilter, validateFilter, VALIDATE_FILTER_COMMAND } from './filter-file.js';
import { workaroundConstraint } from './filter-workaround.js';
import type { Fix } from './lint-api.js';
import { isResultData, type RuntimeResult } from './runtime-results.js';
import type { ServerContext } from './server.js';
import { tellUser } from './user-messages.js';
import { pathToUri } from './workspace.js';
import { commandProblem, honouringCancellation, invalidParams } from './cancellation.js';

export { SAVE_FILTER_COMMAND, VALIDATE_FILTER_COMMAND };
const FILTER_ACTION = 'Work around with an execution filter';

function fixToEdit(fix: Fix, workspace: ServerContext['workspace']): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  for (const edit of fix.edits) (changes[workspace.uriOf(edit.file)] ??= []).push({ range: edit.range, newText: edit.newText });
  return { changes };
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
  const workaround = workaroundConstraint(result, { filterPath, workspace: context.workspace, syntax: context.syntax });
  if (!workaround) return actions;
  if ('problem' in workaround) {
    // Offered disabled, with the reason: the user learns why there is no filter for this result.
    actions.push({ title: FILTER_ACTION, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], disabled: { reason: workaround.problem } });
    return actions;
  }
  const where = `${context.workspace.relativeToFolder(path)}:${result.diagnostic.range.start.line + 1}`;
  const title = `${FILTER_ACTION}: ${workaround.constraint}`;
  actions.push({
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    command: { title, command: SAVE_FILTER_COMMAND, arguments: [pathToUri(filterPath), `// ${result.ruleId} at ${where}: ${workaround.explanation}`, workaround.constraint] },
  });
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
    if (command !== VALIDATE_FILTER_COMMAND && command !== SAVE_FILTER_COMMAND) return null;
    const path = typeof args?.[0] === 'string' ? context.workspace.pathOf(args[0]) : undefined;
    if (!path) {
      tellUser(context.connection, 'error', `${command} needs the filter file's URI as its first argument`);
      return null;
    }
    if (command === VALIDATE_FILTER_COMMAND) return { problems: await validateFilter(context, path) };
    const [, comment, constraint] = args ?? [];
    if (typeof comment !== 'string' || typeof constraint !== 'string') {
      tellUser(context.connection, 'error', `${command} needs the comment and the constraint (strings) after the filter file's URI`);
      return null;
    }
    return saveExecutionFilter(context, path, comment, constraint);
  });
}
