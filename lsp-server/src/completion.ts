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

export const COMPLETION_TRIGGERS = [':', '_'];
/** Beyond this a line list helps nobody and costs the client time. */
const MAX_LINE_ITEMS = 5000;

/** The annotation API's names (annotation-lint's list of heddle.h), documented from policies.ts. */
export function apiCompletions(): CompletionItem[] {
  return [
    ...POLICIES.map((label) => ({
      label,
      kind: CompletionItemKind.EnumMember,
      detail: 'sharing policy',
      documentation: { kind: MarkupKind.Markdown, value: POLICY_DOCS[label] ?? '' },
    })),
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
    if (document.kind === 'c') return apiCompletions();
    const path = context.workspace.pathOf(uri);
    if (!path) return [];
    const before = document.text.getText({ start: { line: position.line, character: 0 }, end: position });
    const fileColon = /([A-Za-z0-9_.\/+\-~]+):(\d*)$/.exec(before);
    if (fileColon?.[1]) {
      const target = resolveFilterFile(fileColon[1], path, context.workspace);
      const file = target ? context.workspace.read(target) : undefined;
      const rows = target ? statements.of(target) : undefined;
      return file && rows ? lineCompletions(file.text, rows) : [];
    }
    const items: CompletionItem[] = [];
    for (const source of candidateSources(parsedFilter(document), path, context.workspace)) {
      const relativeName = relative(dirname(path), source).split('\\').join('/');
      items.push({ label: relativeName, kind: CompletionItemKind.File, detail: basename(source) });
      for (const f of functions.of(source) ?? []) {
        items.push({ label: f.name, kind: CompletionItemKind.Function, detail: `${relativeName}:${f.nameRange.start.line + 1}` });
      }
    }
    return items;
  }));
}
