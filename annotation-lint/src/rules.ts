// The rule catalog: every rule id heddle-lint can report, once. SARIF
// `tool.driver.rules`, docs/lint-rules.md and the language server read it here.
import { buildInfo } from '@heddle/sarif';
import type { Severity } from './types.js';

export interface RuleInfo {
  id: string;
  /** One line: what the rule finds. */
  summary: string;
  /** How to fix what it finds. */
  help: string;
  severity: Severity;
}

const rule = (id: string, severity: Severity, summary: string, help: string): RuleInfo => ({ id, severity, summary, help });

export const RULES: readonly RuleInfo[] = [
  // 1. annotation misuse
  rule('unknown-policy', 'error', 'A policy argument that is not one of heddle.h\'s HEDDLE_* policies.', 'Use HEDDLE_UNTOUCHED, HEDDLE_PRIVATE, HEDDLE_READ_SHARED, HEDDLE_STICKY_READ, HEDDLE_RACY or HEDDLE_INACCESSIBLE (HEDDLE_LOCKED only through HEDDLE_GLOBAL_LOCKED / heddle_set_locked / heddle_malloc_locked).'),
  rule('annotation-arity', 'error', 'A heddle annotation called with the wrong number of arguments.', 'Call it with the arguments heddle.h declares.'),
  rule('global-not-file-scope-variable', 'error', 'HEDDLE_GLOBAL / HEDDLE_GLOBAL_LOCKED naming something that is not a variable declared at file scope, or used inside a function.', 'Put the annotation at file scope after the variable\'s declaration; annotate heap memory with heddle_malloc and locals not at all.'),
  rule('lock-not-mutex', 'error', 'HEDDLE_GLOBAL_LOCKED / heddle_set_locked / heddle_malloc_locked given something that is not the address of a pthread_mutex_t (or pthread_rwlock_t, mtx_t, pthread_spinlock_t).', 'Pass &m where m is a pthread_mutex_t (or a pthread_mutex_t * variable).'),
  // 2. unbalanced policy changes
  rule('release-without-acquire', 'warning', 'heddle_release_read/write of an object on a path where this function has not acquired it, though it acquires it elsewhere (a function that never acquires it is a hand-off).', 'Acquire it on every path to the release, or release it only where it was acquired.'),
  rule('acquire-not-released', 'warning', 'heddle_acquire_read/write of an object that is not released (or freed) before a return on some path.', 'Release it before every return of the function (the fix inserts the release before the return).'),
  // 3. unannotated shared globals
  rule('unannotated-shared-global', 'warning', 'A global written in code reachable from a thread start routine, with no HEDDLE_GLOBAL annotation.', 'Annotate it with the suggested policy (HEDDLE_GLOBAL_LOCKED when every thread access holds one mutex; HEDDLE_READ_SHARED / HEDDLE_STICKY_READ when threads only read it), or protect the conflicting accesses.'),
  // 4. locked objects accessed outside their mutex
  rule('locked-access-outside-lock', 'error', 'An object annotated HEDDLE_GLOBAL_LOCKED(g, &m) accessed where m is not held.', 'Lock m (pthread_mutex_lock(&m)) around the access.'),
  // 5. sticky-read while other threads run
  rule('sticky-read-while-threads-run', 'error', 'heddle_set_sticky_read where another thread may already run (after pthread_create, or in thread code).', 'Call heddle_set_sticky_read before the first pthread_create, or use heddle_acquire_read / HEDDLE_READ_SHARED.'),
  // 6. execution filters
  rule('filter-syntax', 'error', 'An execution filter (.hfilter) that does not follow the filter grammar.', 'Fix the constraint as the message says; the grammar is in docs/filters.md.'),
  rule('filter-expression', 'error', 'An event or function-region expression with a call, a dereference or an operator other than + (LOOM §3.3).', 'Use only constants, variables, a+b, &a, &a[i] and &a->f.'),
  rule('filter-unknown-file', 'error', 'An event names a file that is not among the linted C sources.', 'Correct the file name (the message lists the candidates) or lint the file too.'),
  rule('filter-line-not-statement', 'error', 'An event\'s line does not exist or does not begin a statement.', 'Point the event at the first line of a statement (the fix moves it to the nearest one).'),
  rule('filter-unknown-variable', 'error', 'An event or function-region expression names a variable that is not visible there (a global, or a parameter or local of the function).', 'Correct the name (the fix uses the closest visible one).'),
  rule('filter-unknown-function', 'error', 'A function region names a function that no linted source defines.', 'Correct the function name or lint the file that defines it.'),
  rule('filter-duplicate-constraint', 'warning', 'The same constraint twice in one filter file.', 'Remove the duplicate (the fix deletes it).'),
  rule('filter-contradictory-constraint', 'error', 'Execution-order constraints that form a cycle (e1 > e2 and e2 > e1): the events would wait for each other forever.', 'Remove or reverse one of the constraints in the cycle.'),
  rule('filter-exclusion-deadlock', 'warning', 'An execution order whose waiting event lies inside an exclusion region while the event it waits for can only run where that exclusion holds it up (another region of the mutual exclusion, or any other thread for r <> *).', 'Move the waiting event out of the region, or the awaited event out of the excluded code, or remove one of the two constraints.'),
  rule('parse-error', 'warning', 'tree-sitter-c could not parse part of a C file; rules skip what they cannot read.', 'Fix the syntax error, or exclude the file in .heddle-lint.json.'),
];

const byId = new Map(RULES.map((r) => [r.id, r]));

export function ruleInfo(id: string): RuleInfo {
  const r = byId.get(id);
  if (!r) throw new Error(`annotation-lint: unknown rule id '${id}' (add it to RULES in rules.ts)`);
  return r;
}

/** Where a rule is documented: its section of docs/lint-rules.md under the project's homepage (SARIF helpUri, the
 * editor's link on the rule code). */
export function ruleDocsUri(id: string): string {
  return `${buildInfo().homepage.replace(/\/$/, '')}/docs/lint-rules.md#${id}`;
}
