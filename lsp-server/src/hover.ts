// Hover: what a policy or annotation function means; which policy an annotated object has (and where it was
// set); for a runtime result on the line, the whole report with every thread's stack; in filter files, the
// C line an event names.
import { MarkupKind, type Hover } from 'vscode-languageserver';
import { annotations } from './c-queries.js';
import { filterReferences, parsedFilter } from './filter-model.js';
import { resolveFilterFile } from './filter-targets.js';
import { describeApiName } from './policies.js';
import type { ServerContext } from './server.js';
import { uriToPath } from './workspace.js';
import { wordAt, contains } from './positions.js';

export function registerHover(context: ServerContext): void {
  context.connection.onHover(({ textDocument: { uri }, position }, token): Hover | null => {
    const document = context.documents.get(uri);
    if (!document || token.isCancellationRequested) return null;
    const parts: string[] = [];
    if (document.kind === 'c') {
      const word = wordAt(document.text.getText(), document.text.offsetAt(position));
      const api = word && describeApiName(word);
      if (api) parts.push(api);
      const tree = context.syntax.get(uri);
      const annotation = word && tree ? annotations(tree).filter((a) => a.object === word) : [];
      for (const a of annotation ?? []) parts.push(`\`${a.object}\`: **${a.policy}** (line ${a.range.start.line + 1})`);
      for (const result of context.results.at(uri, { start: position, end: position })) {
        parts.push(`**${result.ruleId}** (heddle run)\n\n\`\`\`text\n${result.report}\n\`\`\``);
      }
    } else {
      const path = uriToPath(uri);
      const reference = filterReferences(parsedFilter(document)).find((r) => contains(r.range, position));
      if (reference?.kind === 'event' && path) {
        const target = resolveFilterFile(reference.file, path, context.workspace);
        const line = target && context.workspace.read(target)?.text.split('\n')[reference.line - 1];
        parts.push(line !== undefined ? `\`${reference.file}:${reference.line}\`\n\`\`\`c\n${line.trim()}\n\`\`\`` : `\`${reference.file}:${reference.line}\`: file or line not found`);
      } else if (reference?.kind === 'functionRegion') parts.push(`function region \`${reference.name}\`: the whole body of every call`);
    }
    return parts.length > 0 ? { contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') } } : null;
  });
}
