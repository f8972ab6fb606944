// What the C rules know about a file, extracted once per parse (extract.ts):
// its file-scope variables, top-level annotations, and for every function a
// small control-flow skeleton (Flow) of the calls and global accesses in it.
// The rules never touch tree-sitter nodes; they run over these facts, which is
// what makes re-linting after an edit cheap and the rules testable.
import type { Position, Range } from '../types.js';

export interface Declared {
  name: string;
  /** The declaration's type specifier as written (`pthread_mutex_t`, `struct queue`). */
  typeText: string;
  pointer: boolean;
  array: boolean;
  range: Range;
}

export interface GlobalVar extends Declared {
  isConst: boolean;
  /** Declared `_Atomic` (atomic_* typedefs show in typeText). */
  isAtomic: boolean;
  isExtern: boolean;
  /** `static`: this file's own object; another file's global of the same name is a different one. */
  isStatic: boolean;
  /** The whole declaration statement: annotations are inserted after it (a class's static member: after the class). */
  declarationRange: Range;
  /** Why no annotation can be inserted for it (a private static member: HEDDLE_GLOBAL outside its class cannot name it). */
  noFix?: string;
}

export type ArgShape =
  | { kind: 'address'; target: string } // &x, &x.f, &x->f, &x[i] (target: the text after '&')
  | { kind: 'identifier'; target: string }
  | { kind: 'null' }
  | { kind: 'other' };

export interface CallArg {
  text: string;
  range: Range;
  shape: ArgShape;
}

export interface CallEvent {
  k: 'call';
  /** The function called. C++ objects are recorded as the pthread call they stand for (cpp-syntax.ts): a
   * lock_guard as pthread_mutex_lock, a std::thread as pthread_create; `spelled` then says how the code says it. */
  callee: string;
  spelled?: string;
  calleeRange: Range;
  args: CallArg[];
  range: Range;
  /** Start of the statement the call is in: where an inserted statement goes. */
  statementStart: Position;
  statementIndent: string;
  /** The statement begins its line inside a `{ }` block, so a statement can be inserted before it. */
  insertableBefore: boolean;
  /** An argument names a variable the enclosing loop writes (`acquire(&a[i])` in `for (i…)`): which
   * object it is changes per iteration, so rule 2 cannot pair it up and leaves it alone. */
  loopVariant?: boolean;
  /** The function body's statement that contains the call (a loop around a pthread_create, say):
   * where code that must run once, before the call, goes. Undefined when it does not begin its line. */
  outerStatement?: { start: Position; indent: string };
}

export interface AccessEvent {
  k: 'access';
  name: string;
  write: boolean;
  /** Written through a subscript (`p[i] = …`): a write of an array global, but only a read of a pointer one. */
  indexed?: boolean;
  range: Range;
}

export interface ReturnEvent {
  k: 'return';
  range: Range;
  statementStart: Position;
  statementIndent: string;
  insertableBefore: boolean;
}

/** Structured control flow; a branch with one arm falls through when its `arms` include an empty seq. */
export type Flow =
  | { k: 'seq'; items: Flow[] }
  | { k: 'branch'; arms: Flow[] }
  /** `test` runs before each iteration (while, for) or after it (do … while: testFirst false). */
  | { k: 'loop'; test: Flow; body: Flow; testFirst: boolean }
  /** The body starts unreachable; each `case` marker in it is where the switch's entry state arrives. */
  | { k: 'switch'; body: Flow; hasDefault: boolean }
  | { k: 'case' }
  /** `break` leaves the innermost loop or switch, `continue` goes to the loop's next test; `goto` ends the path. */
  | { k: 'jump'; to: 'break' | 'continue' | 'goto' }
  | ReturnEvent
  | CallEvent
  | AccessEvent;

export interface FunctionFacts {
  /** C++: `Class::method` for a member function, `enclosing::lambda#N` for a lambda run as a thread. */
  name: string;
  /** C++: the class a member function belongs to; its names are looked up there first (program.ts). */
  scope?: string;
  nameRange: Range;
  range: Range;
  /** Parameter names in order (a start routine passed through a parameter is followed to the callers). */
  params: string[];
  /** Parameters and locals by name: they shadow globals of the same name. */
  locals: Map<string, Declared>;
  body: Flow;
  /** The closing brace: where code "before the function ends" goes. */
  closingBrace: Position;
  closingIndent: string;
}

export interface FileFacts {
  path: string;
  /** Read as C++ (tree-sitter-cpp): fixes and messages speak C++ (a std::mutex's native_handle(), lock holders). */
  cpp?: boolean;
  globals: Map<string, GlobalVar>;
  functions: FunctionFacts[];
  /** Calls in top-level expression statements (HEDDLE_GLOBAL(...) at file scope). */
  topLevelCalls: CallEvent[];
  /** 0-based rows on which a statement inside a function begins (filter events). */
  statementRows: ReadonlySet<number>;
  lineCount: number;
  /** The file has `#include "heddle.h"` (or <heddle.h>). */
  includesHeddle: boolean;
  /** Where an #include goes: after the last top-level #include, else line 0. */
  includeInsertLine: number;
  /** ERROR / MISSING nodes tree-sitter-c produced. */
  syntaxErrors: Range[];
  /** Definitions nested too deeply to analyse (c/too-deep.ts); rules skip them. */
  tooDeep: Range[];
}
