// The hand annotations of a program, one per annotated object, extracted from its source with regular
// expressions (pure; inference.ts matches them with race mode's suggestions). The rules, kept simple:
//
// - a global: HEDDLE_GLOBAL(var, POLICY), HEDDLE_GLOBAL_LOCKED(var, &m), or heddle_set_*/heddle_slice/
//   heddle_acquire_*/heddle_release_* whose first argument is `&name` (taken for a global) or the name of a
//   variable declared at file scope (on a line of its own);
// - a heap object: the allocation (`lhs = allocator(` on one line) that the annotated expression was last
//   assigned from in the same function: heddle_malloc(n, POLICY), heddle_malloc_locked(n, &m), or a later
//   heddle_* call on the same expression text (`q`, `cfg.parts[t]`; an offset `p + k` names `p`).
//   An allocation through a wrapper (a function returning what it got from malloc/calloc/realloc, like
//   common/bench.c's bench_xmalloc) is at the wrapper's allocation line, where the runtime places it.
// - the policy of each call: locked ↔ HEDDLE_LOCKED/heddle_malloc_locked/heddle_set_locked, sticky-read ↔
//   HEDDLE_STICKY_READ/heddle_set_sticky_read, racy ↔ HEDDLE_RACY/heddle_set_racy, read-shared ↔
//   HEDDLE_READ_SHARED/heddle_acquire_read/heddle_release_read, hand-off ↔ heddle_acquire_write/
//   heddle_release_write, slice ↔ heddle_slice. An object annotated several ways (sliced, then read-shared
//   after the join) has all of them; HEDDLE_PRIVATE/UNTOUCHED name none. An object with no policy is left out.
// - calls on an expression with no allocation in sight (a function's parameter) are not resolved: counted in
//   `unresolved`, not as annotations.
import type { SuggestionKind } from '@heddle/sarif';
import { stripComments } from './annotations.js';
import { siteKey } from './suite.js';

/** The annotated object: a global by name, or a heap object by its allocation site `file.c:line`. */
export type ObjectKey = `global:${string}` | `heap:${string} ${string}`;

export interface HandAnnotation {
  /** A global's name, or the allocating call's `file.c:line` in the program and what it is assigned to. */
  object: ObjectKey;
  /** A heap object's allocation site as the runtime reports it: the allocating call's line, or the wrapper's. */
  site?: string;
  /** Every policy the program gives it (sorted). */
  policies: SuggestionKind[];
  /** `file.c:line` of its first annotation. */
  at: string;
}

export interface SourceFile {
  path: string;
  text: string;
}

export interface Extraction {
  annotations: HandAnnotation[];
  /** heddle_* calls whose object could not be told (`file.c:line: call`). */
  unresolved: string[];
}

const MACRO_POLICY: Record<string, SuggestionKind | undefined> = {
  HEDDLE_LOCKED: 'locked',
  HEDDLE_STICKY_READ: 'sticky-read',
  HEDDLE_RACY: 'racy',
  HEDDLE_READ_SHARED: 'read-shared',
};

const CALL_POLICY: Record<string, SuggestionKind> = {
  set_locked: 'locked',
  set_sticky_read: 'sticky-read',
  set_racy: 'racy',
  slice: 'slice',
  acquire_read: 'read-shared',
  release_read: 'read-shared',
  acquire_write: 'hand-off',
  release_write: 'hand-off',
};

const BASE_ALLOCATORS = new Set(['malloc', 'calloc', 'realloc', 'aligned_alloc', 'strdup', 'heddle_malloc', 'heddle_malloc_locked']);
const ASSIGN_CALL = /([A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*|\[[^\]=]*\])*)\s*=\s*([A-Za-z_]\w*)\s*\((?:([^;]*?)\)\s*(?=[,;)]|$))?/g;
const GLOBAL_MACRO = /\bHEDDLE_GLOBAL(_LOCKED)?\s*\(\s*(\w+)\s*,\s*([^)]*)\)/g;
const HEDDLE_CALL = /\bheddle_(set_locked|set_sticky_read|set_racy|slice|acquire_read|release_read|acquire_write|release_write)\s*\(\s*([^,;)]*)/g;
const FUNCTION_HEAD = /^[A-Za-z_][\w\s*]*?\b([A-Za-z_]\w*)\s*\([^;]*\)\s*\{/;
const DECLARED = /\b([A-Za-z_]\w*)\s*(?:\[[^\]]*\]\s*)*(?:=|;|,)/g;

/** One line of a file, with the brace depth at its start and the function it is in. */
interface Line {
  text: string;
  number: number;
  depth: number;
  fn?: string;
}

function linesOf(text: string): Line[] {
  let depth = 0;
  let fn: string | undefined;
  return stripComments(text)
    .split('\n')
    .map((t, i) => {
      if (depth === 0) fn = FUNCTION_HEAD.exec(t)?.[1];
      const line: Line = { text: t, number: i + 1, depth, fn };
      for (const c of t.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""')) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
      if (depth <= 0) depth = 0;
      return line;
    });
}

/**
 * Functions that return what an allocator gave them (a base allocator, or another such function), and the
 * `file.c:line` of that allocation.
 */
export function allocationWrappers(files: SourceFile[]): Map<string, string> {
  const wrappers = new Map<string, string>();
  for (let grown = true; grown; ) {
    grown = false;
    for (const f of files) {
      const assigned = new Map<string, string>(); // `fn var` → site
      for (const l of linesOf(f.text)) {
        if (!l.fn || l.depth === 0) continue;
        for (const m of l.text.matchAll(ASSIGN_CALL)) {
          const site = BASE_ALLOCATORS.has(m[2]!) ? siteKey(f.path, l.number) : wrappers.get(m[2]!);
          if (site) assigned.set(`${l.fn} ${m[1]}`, site);
        }
        const ret = /\breturn\s+([A-Za-z_]\w*)\s*;/.exec(l.text)?.[1];
        const site = ret && assigned.get(`${l.fn} ${ret}`);
        if (site && !wrappers.has(l.fn)) [grown] = [true, wrappers.set(l.fn, site)];
      }
    }
  }
  return wrappers;
}

/** The file-scope variables a file declares. */
function fileScopeNames(lines: Line[]): Set<string> {
  const names = new Set<string>();
  for (const l of lines)
    if (l.depth === 0 && !l.text.trimStart().startsWith('#') && !FUNCTION_HEAD.test(l.text))
      for (const m of l.text.matchAll(DECLARED)) names.add(m[1]!);
  return names;
}

/** The hand annotations of a program's sources; `wrappers` from allocationWrappers over them and the shared code. */
export function extractHandAnnotations(files: SourceFile[], wrappers: Map<string, string> = allocationWrappers(files)): Extraction {
  const objects = new Map<ObjectKey, HandAnnotation>();
  const unresolved: string[] = [];
  const add = (object: ObjectKey, policy: SuggestionKind | undefined, at: string, site?: string) => {
    const a = objects.get(object) ?? { object, policies: [], at, ...(site && { site }) };
    if (policy && !a.policies.includes(policy)) a.policies.push(policy);
    objects.set(object, a);
  };
  for (const f of files) {
    const lines = linesOf(f.text);
    const globals = fileScopeNames(lines);
    let allocations = new Map<string, { object: ObjectKey; site: string }>(); // expression text → its allocation, in the current function
    let current: string | undefined;
    for (const l of lines) {
      if (l.fn !== current) [current, allocations] = [l.fn, new Map()];
      const at = siteKey(f.path, l.number);
      for (const m of l.text.matchAll(GLOBAL_MACRO)) add(`global:${m[2]}`, m[1] ? 'locked' : MACRO_POLICY[m[3]!.trim()], at);
      for (const m of l.text.matchAll(ASSIGN_CALL)) {
        const [, lhs, callee, args] = m as unknown as [string, string, string, string | undefined];
        const site = BASE_ALLOCATORS.has(callee) ? at : wrappers.get(callee);
        if (!site) continue;
        const object: ObjectKey = `heap:${at} ${lhs}`;
        allocations.set(lhs, { object, site });
        if (callee === 'heddle_malloc_locked') add(object, 'locked', at, site);
        else if (callee === 'heddle_malloc') add(object, MACRO_POLICY[/,\s*(\w+)\s*$/.exec(args ?? '')?.[1] ?? ''], at, site);
      }
      for (const m of l.text.matchAll(HEDDLE_CALL)) {
        const policy = CALL_POLICY[m[1]!]!;
        const arg = m[2]!.split('+')[0]!.replace(/\s+/g, '');
        const name = arg.replace(/^&/, '');
        const alloc = allocations.get(arg);
        if (alloc) add(alloc.object, policy, at, alloc.site);
        else if (/^\w+$/.test(name) && (arg.startsWith('&') || globals.has(name))) add(`global:${name}`, policy, at);
        else unresolved.push(`${at}: heddle_${m[1]}(${m[2]!.trim()})`);
      }
    }
  }
  const annotations = [...objects.values()].filter((a) => a.policies.length > 0);
  for (const a of annotations) a.policies.sort();
  return { annotations, unresolved };
}
