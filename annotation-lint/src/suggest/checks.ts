// Checks one fix's edits to one file with tree-sitter-c before it is accepted: the edited text parses without
// new errors; an inserted line lands between statements (a child of a block, of the translation unit or of an
// #if block, never inside an expression, a declaration or an unbraced if/loop body); and the names it uses
// (the suggestion's variable, lock and object) mean there what they mean where the runtime saw them.
import type { Node, Parser, Tree } from 'web-tree-sitter';
import type { AnnotationSuggestion } from '@heddle/sarif';
import type { PlannedEdit } from './model.js';
import { declarationsAnywhere, declaredStatic, fileScopeDeclarations, resolveName } from './scopes.js';
import { applyEdits, LineIndex, mapOffset, unmapOffset } from './text.js';

/** An edit of the fix, with what kind of edit it is. */
export interface FixEdit extends PlannedEdit {
  /** Inserts whole lines at a line start (a statement, a declaration, an #include). */
  lineInsertion: boolean;
}

/** A parsed original file. */
export interface ParsedFile {
  text: string;
  lines: LineIndex;
  tree: Tree;
  errors: number;
}

/** Nodes that hold statements: an inserted line must be one of their children. */
const STATEMENT_CONTAINERS = new Set([
  'translation_unit', 'compound_statement', 'case_statement',
  'preproc_if', 'preproc_ifdef', 'preproc_else', 'preproc_elif', 'preproc_elifdef',
]);

export function countErrors(node: Node): number {
  if (!node.hasError) return node.isMissing ? 1 : 0;
  if (node.isError || node.isMissing) return 1;
  let n = 0;
  for (const child of node.children) if (child) n += countErrors(child);
  return n;
}

function firstError(node: Node, near: number): Node | undefined {
  const errors: Node[] = [];
  const visit = (n: Node) => {
    if (!n.hasError && !n.isMissing) return;
    if (n.isError || n.isMissing) errors.push(n);
    else for (const child of n.children) if (child) visit(child);
  };
  visit(node);
  return errors.find((e) => e.endIndex >= near) ?? errors[0];
}

export function parseFile(parser: Parser, text: string): ParsedFile {
  const tree = parser.parse(text);
  if (!tree) throw new Error('tree-sitter returned no tree');
  return { text, lines: new LineIndex(text), tree, errors: countErrors(tree.rootNode) };
}

const describe = (type: string) => {
  const words = type.replace(/_/g, ' ');
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
};

/** The smallest node spanning [start, end). */
function spanning(root: Node, start: number, end: number): Node {
  for (let node = root; ;) {
    const next = node.children.find((c): c is Node => c !== null && c.startIndex <= start && end <= c.endIndex && c.endIndex > c.startIndex);
    if (!next) return node;
    node = next;
  }
}

/**
 * Why the inserted text is not a sequence of whole statements of a statement container, if it is not. [start, end)
 * is the inserted text without surrounding white space; a node may end anywhere up to `limit` (the inserted text's
 * end: an #include's node takes its line break).
 */
function placementProblem(root: Node, start: number, end: number, limit: number, lineOf: (offset: number) => number): string | undefined {
  const node = spanning(root, start, end);
  const endsInside = (n: Node) => n.endIndex >= end && n.endIndex <= limit;
  let container = node;
  if (node.startIndex === start && endsInside(node) && node.parent) container = node.parent;
  else {
    const inside = container.children.filter((c): c is Node => c !== null && c.startIndex < end && start < c.endIndex);
    const tiles = inside.length > 0 && inside[0]!.startIndex === start && endsInside(inside.at(-1)!);
    if (!tiles) return `it would land inside ${describe(node.type)} (line ${lineOf(node.startIndex)}), not between statements`;
  }
  if (!STATEMENT_CONTAINERS.has(container.type)) {
    return `it would become part of ${describe(container.type)} (line ${lineOf(container.startIndex)}), not a statement between statements`;
  }
  return undefined;
}

/** The identifier an annotation argument starts with (`q` of `q->lock`, `m` of `&m`); undefined for descriptions. */
export function rootIdentifier(expression: string | undefined): string | undefined {
  return expression === undefined ? undefined : /^[\s&*(]*([A-Za-z_]\w*)\s*(?:$|->|\.|\[|\))/.exec(expression)?.[1];
}

interface NameUse {
  name: string;
  /** The runtime named it from the symbol table: a file-scope object, unless a reference place says otherwise. */
  global: boolean;
}

function namesOf(suggestion: AnnotationSuggestion | undefined): NameUse[] {
  if (!suggestion) return [];
  const uses: NameUse[] = [];
  const add = (expression: string | undefined, global: boolean) => {
    const name = rootIdentifier(expression);
    if (name && !uses.some((u) => u.name === name)) uses.push({ name, global });
  };
  add(suggestion.variable, false);
  add(suggestion.lock, true);
  add(suggestion.object, true);
  return uses;
}

function identifiersIn(root: Node, start: number, end: number): Node[] {
  if (end <= start) return [];
  return spanning(root, start, end).descendantsOfType('identifier')
    .filter((n): n is Node => n !== null && n.startIndex >= start && n.endIndex <= end);
}

/** Does `name` occur as an identifier before offset, outside the inserted text? */
function usedOutsideEdits(root: Node, name: string, offset: number, inserted: { start: number; end: number }[]): boolean {
  return identifiersIn(root, 0, offset).some(
    (n) => n.text === name && !inserted.some(({ start, end }) => n.startIndex >= start && n.endIndex <= end));
}

export interface FixCheck {
  file: ParsedFile;
  /** This fix's edits to the file, sorted, not overlapping. */
  edits: FixEdit[];
  suggestion?: AnnotationSuggestion;
  /** Offset in the original text where the runtime saw the names (the end of the result's line), if in this file. */
  reference?: number;
}

/** The token an offset falls strictly inside, if any (an edit must not cut one: the file changed since the run). */
function tokenCut(root: Node, offset: number): Node | undefined {
  for (let node = root; ;) {
    const next = node.children.find((c): c is Node => c !== null && c.startIndex < offset && offset < c.endIndex);
    if (!next) return undefined;
    if (next.childCount === 0) return next;
    node = next;
  }
}

const GLOBAL_ANNOTATION = /\bHEDDLE_GLOBAL(?:_LOCKED)?\s*\(\s*([A-Za-z_]\w*)\s*,/;

/**
 * A HEDDLE_GLOBAL the fix inserts for an object the file annotates already (with another policy: the same line
 * counts as applied before): a second registration is no fix (issue #14, item 6) — the existing one is to change.
 */
function annotatedAlready(file: ParsedFile, edits: readonly FixEdit[]): string | undefined {
  for (const edit of edits) {
    const object = GLOBAL_ANNOTATION.exec(edit.text)?.[1];
    if (!object) continue;
    // Code only: a comment may well show an annotation (an example, a test's expected line).
    for (const existing of file.text.matchAll(new RegExp(`\\bHEDDLE_GLOBAL(?:_LOCKED)?\\s*\\(\\s*${object}\\s*,`, 'g'))) {
      if (file.tree.rootNode.descendantForIndex(existing.index)?.type === 'comment') continue;
      return `${object} is annotated already (line ${file.lines.lineOf(existing.index)}): change that annotation rather than add a second`;
    }
  }
  return undefined;
}

interface InsertedEdit {
  edit: FixEdit;
  /** Where its text is in the edited file. */
  start: number;
  end: number;
}

/**
 * A hand-off's calls (suggestion.calls): each inserted call's name must mean, where it is inserted, the variable it
 * meant at the access the runtime saw through it (a nearer declaration in between would hand over another object).
 */
function checkCalls(check: FixCheck, root: Node, after: string, inserted: InsertedEdit[], lineOf: (offset: number) => number): string | undefined {
  const { file, edits } = check;
  for (const call of check.suggestion?.calls ?? []) {
    const name = rootIdentifier(call.expression);
    if (!name) return `its call ${call.call}(${call.expression}) names no variable`;
    const at = inserted.find(({ edit, start, end }) => file.lines.lineOf(edit.start) === call.line && after.slice(start, end).includes(`${call.call}(${call.expression})`));
    if (!at) continue; // not inserted: the file has it already
    const identifier = identifiersIn(root, at.start, at.end).find((n) => n.text === name);
    if (!identifier) continue;
    const actual = resolveName(root, name, identifier.startIndex);
    if (!actual) return `\`${name}\` is not declared before line ${call.line}, where the fix's ${call.call} uses it`;
    if (call.accessLine < 1 || call.accessLine > file.lines.lineCount) continue;
    const intended = resolveName(root, name, mapOffset(file.lines.ends[call.accessLine - 1]!, edits));
    if (intended && !actual.node.equals(intended.node)) {
      return `\`${name}\` in the ${call.call} before line ${call.line} would mean the \`${name}\` declared at line ${lineOf(actual.node.startIndex)}, not the one at line ${lineOf(intended.node.startIndex)} the object was accessed through (line ${call.accessLine}): a nearer declaration shadows it`;
    }
  }
  return undefined;
}

/** Why the fix must not be applied to this file, or undefined when every check passes. */
export function checkFix(parser: Parser, check: FixCheck): string | undefined {
  const { file, edits } = check;
  for (const edit of edits) {
    if (edit.lineInsertion) continue;
    const cut = tokenCut(file.tree.rootNode, edit.start) ?? (edit.end > edit.start ? tokenCut(file.tree.rootNode, edit.end) : undefined);
    if (cut) return `its edit at line ${file.lines.lineOf(edit.start)} would cut \`${cut.text}\` in two: was the file changed after the run?`;
  }
  const after = applyEdits(file.text, edits);
  const tree = parser.parse(after);
  if (!tree) return 'tree-sitter could not parse the edited file';
  try {
    const root = tree.rootNode;
    // Lines of the original file, for messages (an offset in inserted text is where its edit goes).
    const lineOf = (offset: number) => file.lines.lineOf(unmapOffset(offset, edits));
    let delta = 0;
    const inserted = edits.map((e) => {
      const start = e.start + delta;
      delta += e.text.length - (e.end - e.start);
      return { edit: e, start, end: start + e.text.length };
    });
    const twice = annotatedAlready(file, edits);
    if (twice) return twice;
    if (countErrors(root) > file.errors) {
      const error = firstError(root, inserted[0]?.start ?? 0);
      return `the file would no longer parse (a syntax error at line ${error ? lineOf(error.startIndex) : '?'} after the edit)`;
    }
    for (const { edit, start, end } of inserted) {
      if (!edit.lineInsertion) continue;
      const text = after.slice(start, end);
      const a = start + (text.length - text.trimStart().length);
      const b = end - (text.length - text.trimEnd().length);
      if (b <= a) continue;
      const problem = placementProblem(root, a, b, end, lineOf);
      if (problem) return `the line it inserts before line ${file.lines.lineOf(edit.start)} is not a statement of its own: ${problem}`;
    }
    const callProblem = checkCalls(check, root, after, inserted, lineOf);
    if (callProblem) return callProblem;
    const reference = check.reference === undefined ? undefined : mapOffset(check.reference, edits);
    for (const use of namesOf(check.suggestion)) {
      const fileScope = use.global ? fileScopeDeclarations(root, use.name)[0] : undefined;
      const atReference = reference !== undefined ? resolveName(root, use.name, reference) : undefined;
      // A global name is a symbol's (a function's static, if the reference place declares one): a parameter or
      // automatic local the reference place resolves it to has no symbol, so the global is meant there too
      // (new-user trial twolockq: the global `q`'s `q.h_lock` inside enqueue(struct queue *q, …)).
      const intended = fileScope && atReference && !atReference.fileScope && !declaredStatic(atReference.node) ? undefined : atReference;
      for (const { start, end } of inserted) {
        const declared = declarationsAnywhere(root, use.name);
        // A name the fix declares (a replaced declaration) is not a use.
        const uses = identifiersIn(root, start, end).filter((n) => n.text === use.name && !declared.some((d) => d.equals(n)));
        for (const identifier of uses) {
          const at = lineOf(identifier.startIndex);
          const actual = resolveName(root, use.name, identifier.startIndex);
          // A name the file never declares but already uses before this point is declared outside it, at file
          // scope — in the file that #includes this one, or in a header — and that is in scope here too (round
          // 11: hw/threads-cv's main-common.c writes the `producers` of pc-header.h, both #included by
          // main-two-cvs-while.c; the fix goes where main writes it).
          if (!actual && declared.length === 0 && usedOutsideEdits(root, use.name, identifier.startIndex, inserted)) continue;
          if (!actual) {
            const later = declared.find((d) => d.startIndex >= identifier.startIndex);
            return `\`${use.name}\` is not declared before line ${at}, where the fix uses it${later ? ` (it is declared at line ${lineOf(later.startIndex)}, after that)` : ''}`;
          }
          if (intended && !actual.node.equals(intended.node)) {
            return `\`${use.name}\` at line ${at} would mean the \`${use.name}\` declared at line ${lineOf(actual.node.startIndex)}, not the one at line ${lineOf(intended.node.startIndex)} the suggestion is about: a nearer declaration shadows it`;
          }
          if (!intended && fileScope && !actual.fileScope) {
            return `\`${use.name}\` at line ${at} would mean the local \`${use.name}\` declared at line ${lineOf(actual.node.startIndex)}, which shadows the global \`${use.name}\` (line ${lineOf(fileScope.startIndex)}) the suggestion is about`;
          }
        }
      }
    }
    return undefined;
  } finally {
    tree.delete();
  }
}
