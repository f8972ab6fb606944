// Rule 3: a global written in code reachable from a thread start routine (or
// written while threads run and read by them) with no heddle annotation, and
// the policy its static access pattern suggests:
//   every thread access holds m                  → HEDDLE_GLOBAL_LOCKED(g, &m)
//   threads only read, all writes before threads → HEDDLE_GLOBAL(g, HEDDLE_PRIVATE)
//                                                  + heddle_set_sticky_read(&g) before pthread_create
//   threads only read, written again after every
//   thread was joined                            → hand it over per phase (acquire/release)
//   otherwise                                    → a warning naming the conflicting accesses
// A write where no other thread may run (before the first pthread_create, or after
// every started thread was joined: flow-state.ts othersMayRunNow) races with nothing.
import { globalAnnotations, managedGlobals } from '../annotated.js';
import type { FileFacts, FunctionFacts, GlobalVar } from '../facts.js';
import { othersMayRunNow } from '../flow-state.js';
import { globalId, type GlobalAccess, type Program } from '../program.js';
import { finding, insertAt, where } from '../../finding.js';
import type { Finding, Fix, RelatedLocation, TextEdit } from '../../types.js';

const MAX_RELATED = 6;
/** Synchronization objects are shared by design: pthread objects, C11 atomics, C++'s mutexes, atomics and the like. */
const SYNCHRONIZATION_TYPE = /^(pthread_|atomic_|sem_t$)|^(std::)?(mutex|timed_mutex|recursive_mutex|recursive_timed_mutex|shared_mutex|shared_timed_mutex|condition_variable(_any)?|atomic(_\w+)?|once_flag|counting_semaphore|binary_semaphore|latch|barrier)\b/;
/** C++ mutexes whose native_handle() is a pthread_mutex_t *, what HEDDLE_GLOBAL_LOCKED takes. */
const STD_MUTEX = /^(std::)?(mutex|timed_mutex|recursive_mutex|recursive_timed_mutex)\b/;

export function unannotatedSharedGlobals(program: Program): Finding[] {
  const annotated = globalAnnotations(program);
  const managed = managedGlobals(program);
  const byGlobal = new Map<string, GlobalAccess[]>();
  for (const a of program.accesses) {
    const name = a.global.item.name;
    const id = globalId(a.global.file, name);
    if (annotated.has(id) || managed.has(name)) continue; // most accesses, in annotated code: not grouped at all
    let list = byGlobal.get(id);
    if (!list) byGlobal.set(id, (list = []));
    list.push(a);
  }
  const out: Finding[] = [];
  for (const accesses of byGlobal.values()) {
    const { file, item: g } = accesses[0]!.global;
    if (g.isConst || g.isAtomic || SYNCHRONIZATION_TYPE.test(g.typeText)) continue;
    const f = check(program, file, g, accesses);
    if (f) out.push(f);
  }
  return out;
}

function describe(a: GlobalAccess): RelatedLocation {
  const locks = a.state.locks.size > 0 ? `holding ${[...a.state.locks].join(', ')}` : 'holding no mutex';
  return { file: a.fn.file.path, range: a.event.range, message: `${a.write ? 'write' : 'read'} in ${a.fn.item.name}()${a.inThread ? ' (thread code)' : ''}, ${locks}` };
}

function check(program: Program, file: FileFacts, g: GlobalVar, accesses: GlobalAccess[]): Finding | undefined {
  const inThreads = accesses.filter((a) => a.inThread);
  if (inThreads.length === 0) return undefined;
  const threadWrites = inThreads.filter((a) => a.write);
  const otherWrites = accesses.filter((a) => !a.inThread && a.write);
  const lateWrites = otherWrites.filter((a) => othersMayRunNow(a.state));
  if (threadWrites.length === 0 && lateWrites.length === 0) {
    if (otherWrites.length === 0) return undefined; // never written: nothing can race
    // Single-threaded writes only; sticky-read never changes again, so it fits only if no write follows a thread start.
    const afterJoins = otherWrites.find((a) => a.state.threadsMayRun);
    return afterJoins ? handOverSuggestion(file, g, afterJoins, inThreads) : stickyReadSuggestion(program, file, g, inThreads);
  }
  const racing = [...inThreads, ...lateWrites];
  const common = [...racing[0]!.state.locks].filter((m) => racing.every((a) => a.state.locks.has(m)));
  const firstWrite = threadWrites[0] ?? lateWrites[0]!;
  const written = `written in ${firstWrite.fn.item.name}() (${where(firstWrite.fn.file.path, firstWrite.event.range, file.path)})${firstWrite.inThread ? ', which runs in a thread' : ' while threads run'}`;
  if (common.length > 0) {
    const mutex = common[0]!;
    const declared = program.globalFor(file, mutex)?.item;
    const arg = mutexArgument(mutex, declared);
    const annotation = `HEDDLE_GLOBAL_LOCKED(${g.name}, ${arg ?? `&${mutex}`});`;
    const mutexIsGlobal = declared !== undefined;
    const fixable = mutexIsGlobal && arg !== undefined && !g.noFix;
    // After the mutex's declaration too when it comes later in the file: the annotation names it.
    const mutexLater = declared && file.globals.get(declared.name) === declared && declared.declarationRange.end.line > g.declarationRange.end.line ? declared : undefined;
    const fixes: Fix[] = fixable ? [{ description: `Annotate: ${annotation}`, edits: annotationEdits(file, mutexLater ?? g, annotation) }] : [];
    const caveat = !mutexIsGlobal ? ` (${arg} must be a file-scope mutex; otherwise use heddle_set_locked)`
      : arg === undefined ? ` (${mutex} is a ${declared.typeText}, whose native handle is no pthread_mutex_t: guard it with a std::mutex to annotate it)`
      : g.noFix ? ` (no fix: ${g.noFix})` : '';
    return finding('unannotated-shared-global', file.path, g.range, `global '${g.name}' is ${written} and every thread access holds ${mutex}: annotate it ${annotation}${caveat}`, fixes, racing.slice(0, MAX_RELATED).map(describe));
  }
  const others = racing.filter((a) => a !== firstWrite);
  const slice = g.array ? `, split it with heddle_slice so each thread owns its part (PUSh §3.4)` : '';
  const protect = file.cpp ? `hold one std::mutex m around every access (a std::lock_guard) and annotate HEDDLE_GLOBAL_LOCKED(${g.name}, m.native_handle())` : `protect every access with one mutex m and annotate HEDDLE_GLOBAL_LOCKED(${g.name}, &m)`;
  return finding('unannotated-shared-global', file.path, g.range, `global '${g.name}' is ${written} and accessed by other code with no common mutex (see the related accesses): ${protect}${slice}, or annotate HEDDLE_GLOBAL(${g.name}, HEDDLE_RACY) if the race is intended`, [], [firstWrite, ...others].slice(0, MAX_RELATED).map(describe));
}

function stickyReadSuggestion(program: Program, file: FileFacts, g: GlobalVar, reads: GlobalAccess[]): Finding {
  // The first pthread_create outside thread code, in source order (a loop around it is one statement).
  const firstCreate = program.calls
    .filter((c) => c.event.callee === 'pthread_create' && !program.threadCode.has(c.fn.item.name))
    .sort((a, b) => a.fn.file.path.localeCompare(b.fn.file.path) || a.event.range.start.line - b.event.range.start.line)[0];
  const annotation = `HEDDLE_GLOBAL(${g.name}, HEDDLE_PRIVATE);`;
  const setCall = `heddle_set_sticky_read(&${g.name});`;
  const fixes: Fix[] = [];
  const outer = firstCreate?.event.outerStatement;
  if (firstCreate && outer && !g.noFix && namesGlobalThere(program, file, g, firstCreate.fn.file, firstCreate.fn.item)) {
    const there = firstCreate.fn.file;
    const before = insertAt(there.path, { line: outer.start.line, character: 0 }, `${outer.indent}${setCall}\n`);
    // The call needs heddle.h where it is inserted too (annotationEdits includes it in the global's file).
    const include = there !== file && !there.includesHeddle ? [includeHeddle(there)] : [];
    fixes.push({ description: `Annotate ${g.name} sticky-read from the first ${firstCreate.event.spelled ?? 'pthread_create'} on`, edits: [...annotationEdits(file, g, annotation), ...include, before] });
  }
  const at = firstCreate ? ` (${where(firstCreate.fn.file.path, firstCreate.event.range, file.path)})` : '';
  const start = firstCreate?.event.spelled ?? 'pthread_create';
  const caveat = g.noFix ? ` (no fix: ${g.noFix})` : '';
  return finding('unannotated-shared-global', file.path, g.range, `global '${g.name}' is read by thread code and written only before threads start: annotate it ${annotation} and call ${setCall} before the first ${start}${at} (or use HEDDLE_READ_SHARED with heddle_acquire_read in each reader)${caveat}`, fixes, reads.slice(0, MAX_RELATED).map(describe));
}

/** Written again after the threads were joined: each single-threaded write phase must own it, each reader phase share it. */
function handOverSuggestion(file: FileFacts, g: GlobalVar, write: GlobalAccess, reads: GlobalAccess[]): Finding {
  const at = `${write.fn.item.name}() (${where(write.fn.file.path, write.event.range, file.path)})`;
  const ref = `&${g.name}`;
  return finding('unannotated-shared-global', file.path, g.range, `global '${g.name}' is read by thread code and written only while no other thread runs, but also after threads were started and joined, in ${at}, so sticky-read (which can never change again) does not fit: hand it over between phases — write it only between heddle_acquire_write(${ref}) and heddle_release_write(${ref}) (released before each pthread_create), and read it in thread code between heddle_acquire_read(${ref}) and heddle_release_read(${ref})`,
    [], [write, ...reads].slice(0, MAX_RELATED).map(describe));
}

/**
 * What HEDDLE_GLOBAL_LOCKED takes for the mutex keyed `mutex` (flow-state.ts objectKey: `m`, or `*p` for a
 * pointer): `&m` for a pthread_mutex_t, `m.native_handle()` for a C++ mutex (a pthread_mutex_t * in libstdc++
 * and libc++); undefined for a C++ mutex whose handle is something else (std::shared_mutex: a pthread_rwlock_t *).
 */
function mutexArgument(mutex: string, declared: GlobalVar | undefined): string | undefined {
  const pointer = mutex.startsWith('*');
  const name = pointer ? mutex.slice(1) : mutex;
  if (!declared || !/^(std::)?\w*mutex\b/.test(declared.typeText) || declared.typeText.startsWith('pthread_')) return pointer ? name : `&${name}`;
  if (!STD_MUTEX.test(declared.typeText)) return undefined;
  return pointer ? `${name}->native_handle()` : `${name}.native_handle()`;
}

/**
 * Whether `&g` written inside `fn` of `there` names the global `g` of `file`: not when a parameter or local of the
 * same name shadows it (the fix would annotate that one instead), nor in another file that does not declare it
 * (a static of another file, or a global only a header we do not see declares: the call might not compile).
 */
function namesGlobalThere(program: Program, file: FileFacts, g: GlobalVar, there: FileFacts, fn: FunctionFacts): boolean {
  if (fn.locals.has(g.name)) return false;
  if (there === file) return true;
  return !g.isStatic && there.globals.has(g.name) && program.globalFor(there, g.name)?.item === program.globals.get(g.name)?.item;
}

function includeHeddle(file: FileFacts): TextEdit {
  return insertAt(file.path, { line: file.includeInsertLine, character: 0 }, '#include "heddle.h"\n');
}

/** The annotation on the line after the declaration of `after` (the global, or a mutex declared after it), plus
 * #include "heddle.h" when missing. */
function annotationEdits(file: FileFacts, after: GlobalVar, annotation: string): TextEdit[] {
  const edits: TextEdit[] = [];
  if (!file.includesHeddle) edits.push(includeHeddle(file));
  edits.push(insertAt(file.path, { line: after.declarationRange.end.line + 1, character: 0 }, `${annotation}\n`));
  return edits;
}
