// Hover: what a policy or annotation function means; which policy an annotated object has (and where it was
// set); for a runtime result on the line, the whole report with every thread's stack; in filter files, the
// C line an event names.
import { basename } from 'node:path';
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import type { OpenDocument } from './documents.js';
import { annotations, type Annotation } from './c-queries.js';
import { FileFacts } from './file-facts.js';
import { filterReferences, parsedFilter } from './filter-model.js';
import { resolveFilterFile } from './filter-targets.js';
import { describeApiName } from './policies.js';
import type { ServerContext } from './server.js';
import { wordAt, contains } from './positions.js';
import { honouringCancellation } from './cancellation.js';

/** Files searched for an object's annotations: the document's program, at most this many. */
const MAX_PROGRAM_FILES = 64;

/** Where `name` is annotated or has its policy changed, in the document's program (its directory's C files). */
function objectAnnotations(context: ServerContext, index: FileFacts<Annotation[]>, uri: string, name: string): string[] {
  const path = context.workspace.pathOf(uri);
  const files = path ? [path, ...context.workspace.siblingSources(path).filter((p) => p !== path)] : [];
  const lines: string[] = [];
  for (const file of files.slice(0, MAX_PROGRAM_FILES)) {
    const where = (line: number) => (file === path ? `line ${line + 1}` : `${basename(file)}:${line + 1}`);
    for (const a of (index.of(file) ?? []).filter((x) => x.object === name)) {
      lines.push(a.policy.startsWith('HEDDLE_')
        ? `\`${name}\`: **${a.policy}** (${where(a.range.start.line)})`
        : `\`${name}\`: policy changed by \`${a.policy}\` (${where(a.range.start.line)})`);
    }
  }
  return lines;
}

function cHover(context: ServerContext, index: FileFacts<Annotation[]>, uri: string, document: OpenDocument, position: Position): string[] {
  const parts: string[] = [];
  const word = wordAt(document.text.getText(), document.text.offsetAt(position));
  const api = word && describeApiName(word);
  if (api) parts.push(api);
  else if (word) parts.push(...objectAnnotations(context, index, uri, word));
  for (const result of context.results.at(uri, { start: position, end: position })) {
    parts.push(`**${result.ruleId}** (heddle run)\n\n\`\`\`text\n${result.report}\n\`\`\``);
  }
  return parts;
}

function filterHover(context: ServerContext, uri: string, document: OpenDocument, position: Position): string[] {
  const path = context.workspace.pathOf(uri);
  const reference = filterReferences(parsedFilter(document)).find((r) => contains(r.range, position));
  if (reference?.kind === 'event' && path) {
    const target = resolveFilterFile(reference.file, path, context.workspace);
    const line = target && context.workspace.read(target)?.text.split('\n')[reference.line - 1];
    return [line !== undefined ? `\`${reference.file}:${reference.line}\`\n\`\`\`c\n${line.trim()}\n\`\`\`` : `\`${reference.file}:${reference.line}\`: file or line not found`];
  }
  if (reference?.kind === 'functionRegion') return [`function region \`${reference.name}\`: the whole body of every call`];
  return [];
}

export function registerHover(context: ServerContext): void {
  const index = new FileFacts(context.workspace, context.syntax, annotations);
  context.connection.onHover(honouringCancellation('position', ({ textDocument: { uri }, position }): Hover | null => {
    const document = context.documents.get(uri);
    if (!document) return null;
    const parts = document.kind === 'c' ? cHover(context, index, uri, document, position) : filterHover(context, uri, document, position);
    return parts.length > 0 ? { contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') } } : null;
  }));
}
