// Race mode's annotation suggestions as code actions: a preferred quick fix on a suggestion's line that applies its
// fix, and the source action "heddle: apply all annotation suggestions in this file". Both go through
// annotation-lint's planAnnotations, so a fix that would not parse, land inside an expression or name the wrong
// object is never applied: its quick fix is shown disabled, with the reason.
import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { planAnnotations, type AnnotationPlan, type SourceFiles, type SuggestionResult } from './lint-api.js';
import type { RuntimeResult } from './runtime-results.js';
import type { ServerContext } from './server.js';
import { uriToPath } from './workspace.js';

export const APPLY_ALL_SUGGESTIONS_KIND = `${CodeActionKind.Source}.heddle.applyAnnotationSuggestions`;
export const APPLY_ALL_SUGGESTIONS_TITLE = 'heddle: apply all annotation suggestions in this file';

/** The suggestions' files as the editor has them (open documents' unsaved text, else the disk's). */
function sourceFiles(context: ServerContext): SourceFiles {
  return { pathOf: (artifact) => uriToPath(artifact.uri), read: (path) => context.workspace.read(path)?.text };
}

function workspaceEdit(plan: AnnotationPlan, context: ServerContext): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  for (const file of plan.files) {
    const uri = context.workspace.uriOf(file.path);
    const text = TextDocument.create(uri, 'c', 0, file.before);
    changes[uri] = file.edits.map((e) => ({ range: { start: text.positionAt(e.start), end: text.positionAt(e.end) }, newText: e.text }));
  }
  return { changes };
}

function plan(context: ServerContext, suggestions: readonly SuggestionResult[]): Promise<AnnotationPlan> {
  return planAnnotations(suggestions, sourceFiles(context));
}

/** The quick fix that applies one suggestion's fix; disabled with the reason when the checks refuse it. */
export async function suggestionQuickFix(context: ServerContext, result: RuntimeResult, diagnostic: Diagnostic): Promise<CodeAction | undefined> {
  if (!result.suggestion) return undefined;
  const outcome = await plan(context, [result.suggestion]);
  const title = result.suggestion.fixes[0]?.description || result.suggestion.title;
  const refused = outcome.refused[0];
  if (refused) return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], disabled: { reason: `heddle cannot apply this fix: ${refused.reason}` } };
  if (outcome.accepted.length === 0) return undefined; // applied already, or its file is gone
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: true, edit: workspaceEdit(outcome, context) };
}

/** Every suggestion located in `uri` that has a fix, applied together (the ones the checks refuse left out). */
export async function applyAllSuggestionsAction(context: ServerContext, uri: string): Promise<CodeAction | undefined> {
  const suggestions = context.results.forUri(uri).flatMap((r) => (r.suggestion ? [r.suggestion] : []));
  if (suggestions.length === 0) return undefined;
  const outcome = await plan(context, suggestions);
  if (outcome.accepted.length === 0) {
    const first = outcome.refused[0];
    return first
      ? { title: APPLY_ALL_SUGGESTIONS_TITLE, kind: APPLY_ALL_SUGGESTIONS_KIND, disabled: { reason: `heddle cannot apply any of them; the first: line ${first.where.line}: ${first.reason}` } }
      : undefined;
  }
  return { title: APPLY_ALL_SUGGESTIONS_TITLE, kind: APPLY_ALL_SUGGESTIONS_KIND, edit: workspaceEdit(outcome, context) };
}

/** Whether a request's `only` filter lets actions of `kind` through (no filter: yes). */
export function kindRequested(only: readonly string[] | undefined, kind: string): boolean {
  return only === undefined || only.some((k) => kind === k || kind.startsWith(`${k}.`));
}
