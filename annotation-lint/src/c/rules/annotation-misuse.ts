// Rule 1: annotation misuse — unknown policy, wrong arity, HEDDLE_GLOBAL of
// something that is not a file-scope variable, a "mutex" that is not one.
import { ANNOTATIONS, GLOBAL_ANNOTATIONS, POLICIES } from '../annotation-api.js';
import type { CallArg, CallEvent, Declared, FileFacts, FunctionFacts } from '../facts.js';
import { callsIn, type Program } from '../program.js';
import { finding, replaceRange } from '../../finding.js';
import { closest } from '../../similar.js';
import type { Finding } from '../../types.js';

const POLICY_SET = new Set<string>(POLICIES);

const annotationCalls = new WeakMap<FunctionFacts, CallEvent[]>();

/** The calls of heddle.h's API in a function (memoised: facts of unchanged functions are reused). */
function annotationCallsIn(fn: FunctionFacts): CallEvent[] {
  let calls = annotationCalls.get(fn);
  if (!calls) annotationCalls.set(fn, (calls = callsIn(fn.body).filter((c) => Object.hasOwn(ANNOTATIONS, c.callee))));
  return calls;
}

/** Findings of a top-level call, or of a function's calls, valid while the program's globals and
 * function names are the same (Program.epoch) and the code has not moved (the findings hold positions). */
interface Checked {
  epoch: object;
  path: string;
  line: number;
  findings: Finding[];
}
const checked = new WeakMap<CallEvent | FunctionFacts, Checked>();

function memoised(program: Program, file: FileFacts, key: CallEvent | FunctionFacts, line: number, check: (out: Finding[]) => void): Finding[] {
  let known = checked.get(key);
  if (known?.epoch !== program.epoch || known.path !== file.path || known.line !== line) {
    known = { epoch: program.epoch, path: file.path, line, findings: [] };
    check(known.findings);
    checked.set(key, known);
  }
  return known.findings;
}

export function annotationMisuse(program: Program): Finding[] {
  const out: Finding[] = [];
  for (const file of program.files) {
    for (const call of file.topLevelCalls) {
      out.push(...memoised(program, file, call, call.range.start.line, (found) => checkCall(program, file, undefined, call, found)));
    }
    for (const fn of file.functions) {
      const calls = annotationCallsIn(fn);
      if (calls.length === 0) continue;
      out.push(...memoised(program, file, fn, fn.range.start.line, (found) => {
        for (const call of calls) checkCall(program, file, fn, call, found);
      }));
    }
  }
  return out;
}

function checkCall(program: Program, file: FileFacts, fn: FunctionFacts | undefined, call: CallEvent, out: Finding[]): void {
  const params = Object.hasOwn(ANNOTATIONS, call.callee) ? ANNOTATIONS[call.callee] : undefined;
  if (!params) return;
  if (call.args.length !== params.length) {
    out.push(finding('annotation-arity', file.path, call.range, `${call.callee} takes ${params.length} argument${params.length === 1 ? '' : 's'} (${params.join(', ')}), not ${call.args.length}: call it as ${call.callee}(${params.join(', ')})`));
    return;
  }
  if (GLOBAL_ANNOTATIONS.has(call.callee) && fn) {
    out.push(finding('global-not-file-scope-variable', file.path, call.calleeRange, `${call.callee} is a file-scope declaration; move it out of ${fn.name}() to file scope, after the variable's declaration`));
  }
  params.forEach((kind, i) => {
    const arg = call.args[i]!;
    if (kind === 'policy') checkPolicy(file, call, arg, out);
    if (kind === 'mutex') checkMutex(program, file, fn, call, arg, out);
    if (kind === 'global' && !fn) checkGlobal(program, file, call, arg, out);
  });
}

function checkPolicy(file: FileFacts, call: CallEvent, arg: CallArg, out: Finding[]): void {
  const text = arg.text.trim();
  if (POLICY_SET.has(text) && text !== 'HEDDLE_LOCKED') return;
  if (text === 'HEDDLE_LOCKED') {
    const instead = call.callee === 'HEDDLE_GLOBAL' ? 'HEDDLE_GLOBAL_LOCKED(var, &mutex)' : 'heddle_malloc_locked(n, &mutex)';
    out.push(finding('unknown-policy', file.path, arg.range, `HEDDLE_LOCKED needs its mutex: use ${instead}`));
    return;
  }
  const choices = POLICIES.filter((p) => p !== 'HEDDLE_LOCKED');
  const guess = /^[A-Za-z_]\w*$/.test(text) ? closest(text.replace(/^(HEDDLE_)?/, 'HEDDLE_'), choices) : undefined;
  // A lower-case name is a variable holding a policy (checked at run time); an upper-case
  // constant, a number or a near-miss of a policy name is a mistake.
  const looksLikePolicy = /^HEDDLE_/.test(text) || /^[0-9]/.test(text) || (/^[A-Z][A-Z0-9_]*$/.test(text) && guess !== undefined);
  if (!looksLikePolicy) return;
  const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(file.path, arg.range, guess)] }] : [];
  const hint = guess ? `did you mean ${guess}?` : `use one of ${choices.join(', ')}`;
  out.push(finding('unknown-policy', file.path, arg.range, `'${text}' is not a heddle policy; ${hint}`, fixes));
}

function checkGlobal(program: Program, file: FileFacts, call: CallEvent, arg: CallArg, out: Finding[]): void {
  const name = arg.shape.kind === 'identifier' ? arg.shape.target : undefined;
  if (name && (file.globals.has(name) || program.globals.has(name))) return;
  if (arg.shape.kind === 'address' && (file.globals.has(arg.shape.target) || program.globals.has(arg.shape.target))) {
    const t = arg.shape.target;
    out.push(finding('global-not-file-scope-variable', file.path, arg.range, `${call.callee} takes the variable itself, not its address: write ${t}`, [
      { description: `Replace ${arg.text} with ${t}`, edits: [replaceRange(file.path, arg.range, t)] },
    ]));
    return;
  }
  const isFunction = name !== undefined && program.functions.has(name);
  const what = isFunction ? `'${name}' is a function` : name ? `'${name}' is not declared at file scope in ${file.path} (declare the variable before annotating it)` : `'${arg.text}' is not a variable name`;
  out.push(finding('global-not-file-scope-variable', file.path, arg.range, `${call.callee} annotates a file-scope variable; ${what}. Annotate heap memory with heddle_malloc instead`));
}

function declaration(program: Program, file: FileFacts, fn: FunctionFacts | undefined, name: string): Declared | undefined {
  return fn?.locals.get(name) ?? program.globalFor(file, name)?.item;
}

const ANY_MUTEX = 'pass &m for a pthread_mutex_t m that guards the object';
/** What the locked policy takes (runtime/include/heddle.h): a mutex, glibc's C11 mtx_t (one pthread_mutex_t), an
 * rwlock (reads need it held, writes write-held), or a spinlock (held like a mutex). */
const LOCK_TYPES = new Set(['pthread_mutex_t', 'pthread_rwlock_t', 'mtx_t', 'pthread_spinlock_t']);

function checkMutex(program: Program, file: FileFacts, fn: FunctionFacts | undefined, call: CallEvent, arg: CallArg, out: Finding[]): void {
  const s = arg.shape;
  const report = (why: string, fixes: Finding['fixes'] = []): void => {
    out.push(finding('lock-not-mutex', file.path, arg.range, `${call.callee} needs the address of a pthread_mutex_t; ${why}`, fixes));
  };
  if (s.kind === 'null') return report(`'${arg.text}' is no mutex: pass &m for a pthread_mutex_t m`);
  if (s.kind === 'address') {
    const base = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s.target)?.[0] ?? '';
    // A field (&q->mu): struct types are not resolved, so it is trusted.
    if (/(?:\.|->)[A-Za-z_][A-Za-z0-9_]*$/.test(s.target)) return;
    const d = declaration(program, file, fn, base);
    if (!d) return; // declared in a header we do not lint
    const elementOk = s.target !== base ? d.array : !d.array && !d.pointer;
    if (LOCK_TYPES.has(d.typeText) && elementOk) return;
    return report(`'${base}' is declared '${d.typeText}${d.pointer ? ' *' : ''}${d.array ? '[]' : ''}': ${ANY_MUTEX}`);
  }
  if (s.kind === 'identifier') {
    const d = declaration(program, file, fn, s.target);
    if (!d) return;
    if (LOCK_TYPES.has(d.typeText) && (d.pointer || d.array)) return;
    if (LOCK_TYPES.has(d.typeText)) {
      return report(`'${s.target}' is the mutex itself: pass its address`, [
        { description: `Pass &${s.target}`, edits: [replaceRange(file.path, arg.range, `&${s.target}`)] },
      ]);
    }
    return report(`'${s.target}' is declared '${d.typeText}${d.pointer ? ' *' : ''}': ${ANY_MUTEX}`);
  }
}
