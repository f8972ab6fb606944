// The annotations that would express the sharing a runtime result shows was intended: bracket the access
// with acquire/release, or declare the global as locked by one of the file's mutexes.
import type { TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Tree } from 'web-tree-sitter';
import { annotations, globalDeclarations, statementAt } from './c-queries.js';
import type { RuntimeResult } from './runtime-results.js';

export interface AnnotationFix {
  title: string;
  edits: TextEdit[];
}

const indentOf = (line: string) => /^\s*/.exec(line)?.[0] ?? '';

function bracket(result: RuntimeResult, document: TextDocument, tree: Tree, kind: 'read' | 'write'): AnnotationFix | undefined {
  const object = result.objectName;
  const statement = statementAt(tree, result.diagnostic.range.start.line);
  if (!object || !statement) return undefined;
  const first = statement.startPosition.row;
  const last = statement.endPosition.row;
  const indent = indentOf(document.getText({ start: { line: first, character: 0 }, end: { line: first + 1, character: 0 } }));
  const lineAfter = { line: last + 1, character: 0 };
  const atEnd = lineAfter.line >= document.lineCount;
  return {
    title: `Annotate: heddle_acquire_${kind}(&${object}) before this ${kind} and heddle_release_${kind} after it`,
    edits: [
      { range: { start: { line: first, character: 0 }, end: { line: first, character: 0 } }, newText: `${indent}heddle_acquire_${kind}(&${object});\n` },
      {
        range: { start: atEnd ? document.positionAt(document.getText().length) : lineAfter, end: atEnd ? document.positionAt(document.getText().length) : lineAfter },
        newText: `${atEnd ? '\n' : ''}${indent}heddle_release_${kind}(&${object});\n`,
      },
    ],
  };
}

function lockedGlobal(result: RuntimeResult, document: TextDocument, tree: Tree): AnnotationFix[] {
  const object = result.objectName;
  if (!object) return [];
  const globals = globalDeclarations(tree);
  const declaration = globals.find((g) => g.name === object);
  if (!declaration) return [];
  const existing = annotations(tree).find((a) => a.object === object && /^HEDDLE_/.test(a.policy));
  return globals
    .filter((g) => /\bpthread_mutex_t\b/.test(g.type))
    .map((mutex) => {
      const text = `HEDDLE_GLOBAL_LOCKED(${object}, &${mutex.name})`;
      const edit: TextEdit = existing
        ? { range: existing.range, newText: text }
        : (() => {
            const after = { line: declaration.range.end.line + 1, character: 0 };
            const past = after.line >= document.lineCount;
            const at = past ? document.positionAt(document.getText().length) : after;
            return { range: { start: at, end: at }, newText: `${past ? '\n' : ''}${text};\n` };
          })();
      return { title: `Annotate: ${text} (${object} is protected by ${mutex.name})`, edits: [edit] };
    });
}

export function annotationFixes(result: RuntimeResult, document: TextDocument, tree: Tree): AnnotationFix[] {
  if (result.ruleId !== 'sharing-violation' && result.ruleId !== 'lock-not-held') return [];
  const fixes: AnnotationFix[] = [];
  if (result.ruleId === 'sharing-violation') {
    const kinds: ('read' | 'write')[] = result.access ? [result.access] : ['read', 'write'];
    for (const kind of kinds) {
      const fix = bracket(result, document, tree, kind);
      if (fix) fixes.push(fix);
    }
  }
  fixes.push(...lockedGlobal(result, document, tree));
  return fixes;
}
