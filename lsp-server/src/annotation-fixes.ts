// The fixes a runtime result offers (issue #14, item 6): the annotations that would express the sharing it shows
// was intended — bracket the access with acquire/release, declare the global locked by one of the file's mutexes,
// or HEDDLE_RACY when the race is meant — and the fix that removes the race: lock around the access (with one of
// the file's mutexes, or a new one declared beside the global).
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

const HEDDLE_INCLUDE = /^[ \t]*#[ \t]*include[ \t]*[<"]heddle\.h[">]/m;
const INCLUDE = /^[ \t]*#[ \t]*include\b.*$/gm;

/** `#include "heddle.h"` after the file's last #include (or at its top), unless it has it. */
function includeHeddle(document: TextDocument): TextEdit[] {
  const text = document.getText();
  if (HEDDLE_INCLUDE.test(text)) return [];
  let line = 0;
  for (const m of text.matchAll(INCLUDE)) line = document.positionAt(m.index).line + 1;
  return [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: '#include "heddle.h"\n' }];
}

/** A line inserted after the declaration of `name` (at the end of the file when it is the last line). */
function afterDeclaration(document: TextDocument, declaration: { range: { end: { line: number } } }, text: string): TextEdit {
  const after = { line: declaration.range.end.line + 1, character: 0 };
  const past = after.line >= document.lineCount;
  const at = past ? document.positionAt(document.getText().length) : after;
  return { range: { start: at, end: at }, newText: `${past ? '\n' : ''}${text}\n` };
}

/** HEDDLE_GLOBAL(g, HEDDLE_RACY): the race is intended (the existing annotation's policy replaced, if any). */
function racyGlobal(result: RuntimeResult, document: TextDocument, tree: Tree): AnnotationFix[] {
  const object = result.objectName;
  const declaration = object && globalDeclarations(tree).find((g) => g.name === object);
  if (!object || !declaration) return [];
  const text = `HEDDLE_GLOBAL(${object}, HEDDLE_RACY)`;
  const existing = annotations(tree).find((a) => a.object === object && /^HEDDLE_/.test(a.policy));
  if (existing?.policy === 'HEDDLE_RACY') return [];
  const edits = existing ? [{ range: existing.range, newText: text }] : [...includeHeddle(document), afterDeclaration(document, declaration, `${text};`)];
  return [{ title: `Annotate: ${text} (the race on ${object} is intended)`, edits }];
}

/**
 * pthread_mutex_lock / unlock around the statement of the access, with each of the file's global mutexes, or
 * a new `static pthread_mutex_t <g>_lock` declared after the global when the file has none. The other side of
 * the race must take the same lock: the title says so.
 */
function lockAround(result: RuntimeResult, document: TextDocument, tree: Tree): AnnotationFix[] {
  const object = result.objectName;
  const statement = statementAt(tree, result.diagnostic.range.start.line);
  if (!object || !statement) return [];
  const globals = globalDeclarations(tree);
  const mutexes = globals.filter((g) => /\bpthread_mutex_t\b/.test(g.type)).map((g) => ({ name: g.name, declare: [] as TextEdit[] }));
  const declaration = globals.find((g) => g.name === object);
  if (mutexes.length === 0 && declaration) {
    const name = `${object}_lock`;
    mutexes.push({ name, declare: [afterDeclaration(document, declaration, `static pthread_mutex_t ${name} = PTHREAD_MUTEX_INITIALIZER;`)] });
  }
  const first = statement.startPosition.row;
  const last = statement.endPosition.row;
  const indent = indentOf(document.getText({ start: { line: first, character: 0 }, end: { line: first + 1, character: 0 } }));
  const lineAfter = { line: last + 1, character: 0 };
  const atEnd = lineAfter.line >= document.lineCount;
  const end = atEnd ? document.positionAt(document.getText().length) : lineAfter;
  return mutexes.map(({ name, declare }) => ({
    title: `Lock around the access: pthread_mutex_lock(&${name}) before it and pthread_mutex_unlock(&${name}) after (every other access to ${object} must take it too)`,
    edits: [
      ...declare,
      { range: { start: { line: first, character: 0 }, end: { line: first, character: 0 } }, newText: `${indent}pthread_mutex_lock(&${name});\n` },
      { range: { start: end, end }, newText: `${atEnd ? '\n' : ''}${indent}pthread_mutex_unlock(&${name});\n` },
    ],
  }));
}

const RACES = new Set(['sharing-violation', 'lock-not-held', 'data-race']);

export function annotationFixes(result: RuntimeResult, document: TextDocument, tree: Tree): AnnotationFix[] {
  if (!RACES.has(result.ruleId)) return [];
  const fixes: AnnotationFix[] = [];
  if (result.ruleId === 'sharing-violation') {
    const kinds: ('read' | 'write')[] = result.access ? [result.access] : ['read', 'write'];
    for (const kind of kinds) {
      const fix = bracket(result, document, tree, kind);
      if (fix) fixes.push(fix);
    }
  }
  if (result.ruleId !== 'lock-not-held') fixes.push(...lockAround(result, document, tree));
  fixes.push(...lockedGlobal(result, document, tree));
  fixes.push(...racyGlobal(result, document, tree));
  return fixes;
}
