// Completion: policy and annotation names in C; in filter files, C file names, the lines of a file after
// `file:` (each shown with its text, so you pick a statement, not a number), and function names.
import { CompletionItemKind, MarkupKind, type CompletionItem } from 'vscode-languageserver';
import { basename, relative, dirname } from 'node:path';
import { functionDefinitions, statementRows } from './c-queries.js';
import { FileFacts } from './file-facts.js';
import { candidateSources } from './filter-sources.js';
import { parsedFilter } from './filter-model.js';
import { resolveFilterFile } from './filter-targets.js';
import { ANNOTATIONS, POLICIES } from './lint-api.js';
import { ANNOTATION_DOCS, POLICY_DOCS } from './policies.js';
import type { ServerContext } from './server.js';
import { honouringCancellation } from './cancellation.js';
import { sourcesUnder } from './workspace-sources.js';

export const COMPLETION_TRIGGERS = [':', '_'];
/** Beyond this a line list helps nobody and costs the client time. */
const MAX_LINE_ITEMS = 5000;

/** Where a policy goes: the second argument of HEDDLE_GLOBAL(x, …) and the one of heddle_malloc(n, …). */
const POLICY_ARGUMENT = /\b(HEDDLE_GLOBAL|heddle_malloc)\s*\([^(),;]*,\s*[A-Za-z_]*$/;

function policyItems(): CompletionItem[] {
  return POLICIES.map((label, i) => ({
    label,
    kind: CompletionItemKind.EnumMember,
    detail: 'sharing policy',
    documentation: { kind: MarkupKind.Markdown, value: POLICY_DOCS[label] ?? '' },
    // Before every other provider's items (functions, words): their sortText is their label.
    sortText: ` ${String(i).padStart(2, '0')}`,
  }));
}

/**
 * The annotation API's names (annotation-lint's list of heddle.h), documented from policies.ts. `before`: the
 * line up to the cursor; at a policy argument only the policies, the first preselected (issue #14, item 9).
 */
export function apiCompletions(before = ''): CompletionItem[] {
  if (POLICY_ARGUMENT.test(before)) return policyItems().map((item, i) => (i === 0 ? { ...item, preselect: true } : item));
  return [
    ...policyItems(),
    ...Object.keys(ANNOTATIONS).map((label) => ({
      label,
      kind: CompletionItemKind.Function,
      detail: ANNOTATION_DOCS[label]?.signature ?? label,
      documentation: { kind: MarkupKind.Markdown, value: ANNOTATION_DOCS[label]?.doc ?? '' },
    })),
  ];
}

/** The lines an event may name (a statement inside a function begins there), each shown with its text. */
export function lineCompletions(text: string, rows: ReadonlySet<number>): CompletionItem[] {
  const items: CompletionItem[] = [];
  const lines = text.split('\n');
  for (const i of [...rows].sort((a, b) => a - b)) {
    if (items.length >= MAX_LINE_ITEMS) break;
    const code = (lines[i] ?? '').trim();
    items.push({
      label: String(i + 1),
      kind: CompletionItemKind.Value,
      detail: code,
      sortText: String(i + 1).padStart(8, '0'),
      filterText: String(i + 1),
    });
  }
  return items;
}

export function registerCompletion(context: ServerContext): void {
  const statements = new FileFacts(context.workspace, context.syntax, statementRows);
  const functions = new FileFacts(context.workspace, context.syntax, functionDefinitions);
  context.connection.onCompletion(honouringCancellation('position', ({ textDocument: { uri }, position }): CompletionItem[] => {
    const document = context.documents.get(uri);
    if (!document) return [];
    const before = document.text.getText({ start: { line: position.line, character: 0 }, end: position });
    if (document.kind === 'c') return apiCompletions(before);
    const path = context.workspace.pathOf(uri);
    if (!path) return [];
    const fileColon = /([A-Za-z0-9_.\/+\-~]+):(\d*)$/.exec(before);
    if (fileColon?.[1]) {
      const target = resolveFilterFile(fileColon[1], path, context.workspace);
      const file = target ? context.workspace.read(target) : undefined;
      const rows = target ? statements.of(target) : undefined;
      return file && rows ? lineCompletions(file.text, rows) : [];
    }
    const items: CompletionItem[] = [];
    const candidates = candidateSources(parsedFilter(document), path, context.workspace);
    const nameOf = (source: string) => relative(dirname(path), source).split('\\').join('/');
    for (const source of candidates) {
      items.push({ label: nameOf(source), kind: CompletionItemKind.File, detail: basename(source) });
      for (const f of functions.of(source) ?? []) {
        items.push({ label: f.name, kind: CompletionItemKind.Function, detail: `${nameOf(source)}:${f.nameRange.start.line + 1}` });
      }
    }
    // The rest of the workspace's C files, as names only (their functions once the filter names them).
    const offered = new Set(candidates);
    for (const source of sourcesUnder(context.workspace.folderOf(path))) {
      if (!offered.has(source)) items.push({ label: nameOf(source), kind: CompletionItemKind.File, detail: basename(source) });
    }
    return items;
  }));
}
