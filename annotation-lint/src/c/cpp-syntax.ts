// Reading tree-sitter-cpp nodes: what C++ code means for the C rules. The
// analysis knows pthread calls; C++ says the same with objects, so extract.ts
// records each construct as the pthread call it stands for:
//   std::lock_guard / unique_lock / scoped_lock / shared_lock g(m)  → lock m here, unlock m at the block's end
//   m.lock() / m.unlock() (also try_lock, *_shared; l.lock() of a unique_lock l → its mutex)
//   std::thread t(f, …) / std::jthread / std::thread(f) / v.emplace_back(f, …) on a vector of threads
//                                                                   → pthread_create(&t, 0, f, …)
//   t.join() (a jthread also at its block's end)                     → pthread_join(t)
// Names: a class's static member is the global `Class::member`, a member function `Class::method`;
// namespaces are not part of a name (`ns::hits` is `hits`): program.ts resolves a name in its class first.
import type { SyntaxNode } from './syntax-node.js';
import { children } from './syntax.js';

/** RAII lock holders: the constructor locks its mutex arguments, the destructor (block end) unlocks them. */
export const LOCK_HOLDER = /^(std::)?(lock_guard|unique_lock|scoped_lock|shared_lock)\b/;
/** Thread objects: the constructor starts its first argument in a new thread. A jthread joins at its block's end. */
export const THREAD_TYPE = /^(std::)?(j?thread)\b/;
/** A vector (or other container) of threads: `emplace_back(f, …)` / `push_back(std::thread(f))` start one. */
export const THREAD_CONTAINER = /^(std::)?(vector|deque|list|array)\s*<\s*(std::)?j?thread\b/;
/** Lock-holder constructor tags: defer_lock takes nothing, adopt_lock takes what is held already. */
const DEFER = /^(std::)?defer_lock$/;
const ADOPT = /^(std::)?adopt_lock$/;
const TAG = /^(std::)?(defer_lock|adopt_lock|try_to_lock)$/;

/** Member functions of a mutex (or of a unique_lock) that take or give back the lock. */
export function mutexMethod(name: string): 'lock' | 'unlock' | undefined {
  if (/^(try_)?lock(_shared)?$|^try_lock_(for|until)$|^try_lock_shared_(for|until)$/.test(name)) return 'lock';
  return /^unlock(_shared)?$/.test(name) ? 'unlock' : undefined;
}

/**
 * A C++ name as heddle-lint keys it: no leading `::`, no template arguments, and at most the last two
 * components (`ns::Counter::value` → `Counter::value`), since namespaces are dropped but classes kept.
 */
export function scopedName(text: string): string {
  let t = text.replace(/\s+/g, '');
  // Template arguments, innermost first (they nest).
  for (let before = ''; before !== t; ) {
    before = t;
    t = t.replace(/<[^<>]*>/g, '');
  }
  const parts = t.replace(/^::/, '').split('::');
  return parts.slice(-2).join('::');
}

/** The last component of a scoped name (`Counter::value` → `value`). */
export function bareName(name: string): string {
  const at = name.lastIndexOf('::');
  return at < 0 ? name : name.slice(at + 2);
}

/** The class part of a scoped name (`Counter::bump` → `Counter`), or undefined. */
export function scopeOf(name: string): string | undefined {
  const at = name.lastIndexOf('::');
  return at < 0 ? undefined : name.slice(0, at);
}

/**
 * The arguments of an object's construction: `T x(a, b)`, `T x{a, b}`, `T x = T(a, b)`. tree-sitter-cpp reads
 * `std::lock_guard<std::mutex> g(m);` as a function declaration (C++'s most vexing parse: `m` could be a
 * type), so a function declarator's parameters are its arguments too (each one's text: `m`, `*p`).
 */
export function constructorArgs(declarator: SyntaxNode): SyntaxNode[] {
  if (declarator.type === 'function_declarator') {
    const list = declarator.childForFieldName('parameters');
    return list ? children(list) : [];
  }
  if (declarator.type !== 'init_declarator') return [];
  const value = declarator.childForFieldName('value');
  if (!value) return [];
  if (value.type === 'argument_list' || value.type === 'initializer_list') return children(value);
  // `= std::thread(f, …)` / `= std::lock_guard<std::mutex>(m)`: the temporary's arguments.
  if (value.type === 'call_expression') {
    const args = value.childForFieldName('arguments');
    return args ? children(args) : [];
  }
  return [];
}

/** A mutex argument of a lock holder: the object it names (`m` → `&m`, `*p` → `p`), or undefined for a tag. */
export function mutexArgText(arg: SyntaxNode): string | undefined {
  const text = arg.text.replace(/\s+/g, '');
  if (TAG.test(text)) return undefined;
  return text.startsWith('*') ? text.slice(1) : `&${text}`;
}

/** How a lock holder's constructor treats its mutexes: defer_lock takes none now; adopt_lock finds them held. */
export function holderTakesNow(args: readonly SyntaxNode[]): boolean {
  return !args.some((a) => DEFER.test(a.text.trim()) || ADOPT.test(a.text.trim()));
}

/** The type a declaration declares (`std::lock_guard<std::mutex>`), spaces removed; `auto` stays `auto`. */
export function declaredType(decl: SyntaxNode): string {
  return (decl.childForFieldName('type')?.text ?? '').replace(/\s+/g, '');
}

/** The type a call constructs when its function is a type (`std::thread(f)`, `std::jthread{…}` is not a call). */
export function constructedType(call: SyntaxNode): string | undefined {
  const fn = call.childForFieldName('function');
  return fn && (fn.type === 'qualified_identifier' || fn.type === 'template_function' || fn.type === 'identifier') ? fn.text.replace(/\s+/g, '') : undefined;
}
