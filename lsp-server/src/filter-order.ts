// Execution orders (`e1 > e2`) for ordering bugs, as LOOM's Fig. 4 filter for PBZip2:
// - a use after free: the free waits until every thread that uses the object has made its last use. The last use
//   is the last statement of the using function's body that names the freed pointer (or, when that statement
//   holds others, the statement after it); how many threads make it is read off the loop that creates them
//   (`for (i = 0; i < numCPU; i++) pthread_create(...)` → `{numCPU}`, a global, a number or a `#define`d number:
//   the runtime evaluates no locals yet, docs/filters.md "Expressions (phase 1)").
// - an unordered policy change: the change waits until the other thread's conflicting change has run.
import type { Node, Tree } from 'web-tree-sitter';
import { enclosingFunctionNode, globalDeclarations, localNames, mentions, nextStatement, statementContaining } from './c-queries.js';
import { accessPlace, eventAt, otherThreads, placeOf, withTree, type FilterContext, type FilterPlace, type Workaround } from './filter-places.js';
import type { RuntimeResult, ThreadAccess } from './runtime-results.js';

/** The pointer a `free(p)` in the statement frees: the first identifier of its argument (`free(q->buf)` → q). */
function freedName(statement: Node): string | undefined {
  const free = statement.descendantsOfType('call_expression').find((c) => c?.childForFieldName('function')?.text === 'free');
  return free?.childForFieldName('arguments')?.descendantsOfType('identifier')[0]?.text;
}

/** The using function's last statement that uses `name`, as a place whose completion follows every use; or why none. */
function lastUse(use: ThreadAccess, name: string, context: FilterContext): FilterPlace | string {
  const found = withTree(use.location.uri, context, (tree, path): FilterPlace | string => {
    const statement = statementContaining(tree, use.location.range.start.line);
    const fn = statement && enclosingFunctionNode(statement);
    const body = fn?.childForFieldName('body');
    if (!body) return 'the use is not inside a function of a readable C file';
    const top = body.namedChildren.filter((n): n is Node => n !== null && n.type !== 'comment');
    const last = [...top].reverse().find((n) => mentions(n, name));
    if (!last) return `the using function never names \`${name}\`, the pointer the free is given, so its last use is unknown`;
    const place = placeOf(last, path, context.filterPath);
    if (!place.compound) return place;
    // A loop's or an if's completion is its first inner statement: the statement after it follows all of it.
    const after = nextStatement(last);
    return after ? placeOf(after, path, context.filterPath) : `the last use of \`${name}\` (line ${place.row + 1}) ends its function, with no statement after it to wait for`;
  });
  return found ?? 'the using function\'s file is not readable';
}

/** The loop bound `n` of `for (i = 0; i < n; i++)` around the statement, as a filter count; '' outside a loop; or why none. */
function threadCount(tree: Tree, line: number): { count: string } | { problem: string } {
  const creation = statementContaining(tree, line);
  const fn = creation && enclosingFunctionNode(creation);
  if (!creation || !fn) return { problem: 'the thread\'s creation site is not a statement of a function' };
  const loops: Node[] = [];
  for (let n: Node | null = creation; n && n.id !== fn.id; n = n.parent) {
    if (['for_statement', 'while_statement', 'do_statement'].includes(n.type)) loops.push(n);
  }
  if (loops.length === 0) return { count: '' };
  const [loop] = loops;
  const unknown = { problem: `the threads are created in a loop (line ${loop!.startPosition.row + 1}) whose number of rounds is not \`for (i = 0; i < N; i++)\`, so the count of last uses to wait for is unknown: add \`{N}\` by hand` };
  if (loops.length > 1 || loop!.type !== 'for_statement') return unknown;
  const condition = loop!.childForFieldName('condition');
  const operator = condition?.childForFieldName('operator')?.type;
  const bound = condition?.childForFieldName('right');
  const counter = condition?.childForFieldName('left')?.text;
  const start = loop!.childForFieldName('initializer')?.text.replace(/\s+/g, '');
  if (condition?.type !== 'binary_expression' || !bound || !counter || !(start?.endsWith(`${counter}=0`) || start?.endsWith(`${counter}=0;`))) return unknown;
  if (operator !== '<' && operator !== '<=') return unknown;
  const count = boundValue(tree, fn, bound);
  if (typeof count !== 'string') return count ?? unknown;
  return { count: operator === '<=' ? `${count} + 1` : count };
}

/**
 * A loop bound as a filter expression: a number, a global of the file, or a `#define`d number (the runtime sees no
 * macros: its value); undefined when it is something else.
 */
function boundValue(tree: Tree, fn: Node, bound: Node): string | { problem: string } | undefined {
  if (bound.type === 'number_literal') return bound.text;
  if (bound.type !== 'identifier') return undefined;
  if (localNames(fn).has(bound.text)) {
    return { problem: `the number of threads is \`${bound.text}\`, a local variable, and filters read only globals and constants so far: make it a global or write the count by hand` };
  }
  if (globalDeclarations(tree).some((g) => g.name === bound.text)) return bound.text;
  const macro = tree.rootNode.descendantsOfType('preproc_def').find((d) => d?.childForFieldName('name')?.text === bound.text);
  const value = macro?.childForFieldName('value')?.text.trim();
  if (value && /^\d+[uUlL]*$/.test(value)) return value;
  return { problem: `the number of threads is \`${bound.text}\`, which is neither a global of the file nor a #define of a number: write the count by hand` };
}

export function useAfterFreeOrder(result: RuntimeResult, context: FilterContext): Workaround {
  const use = result.threads[0];
  const freeing = otherThreads(result).find((t) => /\bfree\b/i.test(t.event ?? ''));
  if (!use || !freeing) return { problem: 'the result names no free by another thread, so there is no order to impose' };
  const free = accessPlace(freeing, context);
  if (!free) return { problem: 'the free is not on a statement of a readable C file in the workspace' };
  const name = withTree(freeing.location.uri, context, (tree) => {
    const statement = statementContaining(tree, freeing.location.range.start.line);
    return statement && freedName(statement);
  });
  if (!name) return { problem: `${eventAt(free)} holds no call of free() whose pointer a filter could follow` };
  const last = lastUse(use, name, context);
  if (typeof last === 'string') return { problem: last };
  const counted = use.createdAt ? withTree(use.createdAt.uri, context, (tree) => threadCount(tree, use.createdAt!.line)) : { count: '' };
  if (!counted) return { problem: 'the file that creates the using thread is not readable' };
  if ('problem' in counted) return counted;
  const times = counted.count ? ` {${counted.count}}` : '';
  return {
    constraint: `${eventAt(last)}${times} > ${eventAt(free)}`,
    explanation: `the free waits for the last use${times ? ` of each of the ${counted.count} threads` : ''}`,
  };
}

export function policyChangeOrder(result: RuntimeResult, context: FilterContext): Workaround {
  const change = result.threads[0];
  const earlier = otherThreads(result).find((t) => t.event && !/^(allocation|registration)\b/i.test(t.event));
  if (!change || !earlier) return { problem: 'the result names no conflicting change by another thread' };
  const [before, after] = [accessPlace(earlier, context), accessPlace(change, context)];
  if (!before || !after) return { problem: 'a policy change of the result is not on a statement of a readable C file in the workspace' };
  return { constraint: `${eventAt(before)} > ${eventAt(after)}`, explanation: `the change waits for the other thread's ${earlier.event}` };
}
