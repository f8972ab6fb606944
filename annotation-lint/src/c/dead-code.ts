// Code the compiler never sees is not linted: the branches of `#if 0`, of `#if USE_X` with USE_X 0 (a `#define`
// earlier in the file or a -D of the compile database), of `#ifdef __cplusplus` in C. They are blanked out before
// parsing — every character but line breaks becomes a space, so positions stay — which also keeps tree-sitter-c
// from misreading `extern "C" {` split by `#ifdef __cplusplus` (heddle.h's own guard) as one block around the rest
// of the file. A condition it cannot decide (a macro defined in another header, a function-like macro) keeps
// both branches, as before. Only lines starting with `#` are looked at; a text without a decidable condition is
// returned as it is (the same string), so the common case costs one scan.
const DIRECTIVE = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif|define|undef)\b([^\n]*)$/gm;

/** Macros known before the file's first line: the compile database's -D (and __cplusplus for C++). */
export type Macros = ReadonlyMap<string, string>;

/** `#if 1 … #else`: a branch's state. */
type Branch = 'live' | 'dead' | 'unknown';

interface Frame {
  /** The current branch. */
  branch: Branch;
  /** Whether an earlier branch of this #if is certainly taken (live), maybe (unknown), or certainly not (dead). */
  taken: Branch;
}

export function maskDeadCode(text: string, predefined: Macros, cpp: boolean): string {
  if (!text.includes('#')) return text;
  const macros = new Map(predefined);
  if (!cpp) macros.delete('__cplusplus');
  else if (!macros.has('__cplusplus')) macros.set('__cplusplus', '201703L'); // what g++ and clang++ default to
  const undefinedKnown = new Set(cpp ? [] : ['__cplusplus']);
  const stack: Frame[] = [];
  const dead: [number, number][] = [];
  let deadFrom: number | undefined;
  const live = () => stack.every((f) => f.branch !== 'dead');
  /** In a branch that may or may not be compiled: what it defines is unknown after it. */
  const uncertain = () => stack.some((f) => f.branch === 'unknown');
  // Conditional directive lines stay as they are; the lines between them are blanked while not live().
  const enter = (at: number) => {
    if (!live()) deadFrom = at;
  };
  const leave = (at: number) => {
    if (deadFrom !== undefined) dead.push([deadFrom, at]);
    deadFrom = undefined;
  };
  for (const m of text.matchAll(DIRECTIVE)) {
    const start = m.index;
    const end = start + m[0].length;
    const [, keyword, rest] = m as unknown as [string, string, string];
    const argument = stripComments(rest).trim();
    switch (keyword) {
      case 'define':
      case 'undef': {
        if (!live()) break;
        const name = /^([A-Za-z_]\w*)(\(?)/.exec(argument);
        if (!name || name[2]) break; // function-like macros are not evaluated
        macros.delete(name[1]!);
        undefinedKnown.delete(name[1]!);
        if (uncertain()) break;
        if (keyword === 'undef') undefinedKnown.add(name[1]!);
        else if (!argument.endsWith('\\')) macros.set(name[1]!, argument.slice(name[1]!.length).trim() || '1');
        break;
      }
      case 'if':
      case 'ifdef':
      case 'ifndef': {
        const branch = keyword === 'if' ? truth(evaluate(argument, macros, undefinedKnown)) : definedBranch(argument, keyword === 'ifndef', macros, undefinedKnown);
        leave(start);
        stack.push({ branch, taken: branch });
        enter(end);
        break;
      }
      case 'elif':
      case 'else': {
        const frame = stack[stack.length - 1];
        if (!frame) break; // unbalanced: leave the text alone from here
        leave(start);
        const condition: Branch = keyword === 'else' ? 'live' : truth(evaluate(argument, macros, undefinedKnown));
        frame.branch = frame.taken === 'live' ? 'dead' : frame.taken === 'unknown' ? (condition === 'dead' ? 'dead' : 'unknown') : condition;
        // Some branch is certainly taken once one is certainly live, whatever came before.
        frame.taken = frame.taken === 'live' || condition === 'live' ? 'live' : frame.taken === 'unknown' || condition === 'unknown' ? 'unknown' : 'dead';
        enter(end);
        break;
      }
      case 'endif': {
        if (stack.length === 0) break;
        leave(start);
        stack.pop();
        enter(end);
        break;
      }
    }
  }
  if (deadFrom !== undefined) dead.push([deadFrom, text.length]); // an unterminated #if 0
  if (dead.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [from, to] of dead) {
    out += text.slice(at, from) + text.slice(from, to).replace(/[^\n\r]/g, ' ');
    at = to;
  }
  return out + text.slice(at);
}

function stripComments(s: string): string {
  return s.replace(/\/\*.*?\*\//g, ' ').replace(/\/\/.*$/, '').replace(/\/\*.*$/, '');
}

function truth(value: number | undefined): Branch {
  return value === undefined ? 'unknown' : value !== 0 ? 'live' : 'dead';
}

function definedBranch(argument: string, negate: boolean, macros: Macros, undefinedKnown: ReadonlySet<string>): Branch {
  const name = /^[A-Za-z_]\w*$/.exec(argument)?.[0];
  if (!name) return 'unknown';
  const defined = macros.has(name) ? true : undefinedKnown.has(name) ? false : undefined;
  if (defined === undefined) return 'unknown';
  return defined !== negate ? 'live' : 'dead';
}

/**
 * The value of a #if condition, or undefined when it depends on something unknown: integers, macros known to
 * be defined to an integer (or to another such macro), `defined`, `! ~ - + * / % << >> < > <= >= == != & ^ | && ||`
 * and parentheses. An identifier that is not a known macro is unknown (it may come from another header).
 */
export function evaluate(expression: string, macros: Macros, undefinedKnown: ReadonlySet<string> = new Set()): number | undefined {
  const tokens = expression.match(/0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|[A-Za-z_]\w*|&&|\|\||<<|>>|<=|>=|==|!=|[()!~\-+*/%<>&^|?:]|\S/g) ?? [];
  let i = 0;
  let unknown = false;
  const fail = () => {
    unknown = true;
    return 0;
  };
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const macroValue = (name: string, depth: number): number => {
    const value = macros.get(name);
    if (value === undefined || depth > 8) return fail();
    const inner = evaluate(value, new Map([...macros].filter(([k]) => k !== name)), undefinedKnown);
    return inner === undefined ? fail() : inner;
  };
  const primary = (): number => {
    const t = next();
    if (t === undefined) return fail();
    if (t === '(') {
      const v = ternary();
      if (next() !== ')') return fail();
      return v;
    }
    if (t === '!') return primary() === 0 ? 1 : 0;
    if (t === '-') return -primary();
    if (t === '+') return primary();
    if (t === '~') return ~primary();
    if (/^\d/.test(t)) return Number.parseInt(t.replace(/[uUlL]+$/, ''), t.startsWith('0x') || t.startsWith('0X') ? 16 : 10);
    if (t === 'defined') {
      const paren = peek() === '(';
      if (paren) next();
      const name = next();
      if (paren && next() !== ')') return fail();
      if (name === undefined) return fail();
      if (macros.has(name)) return 1;
      return undefinedKnown.has(name) ? 0 : fail();
    }
    if (/^[A-Za-z_]/.test(t)) {
      if (peek() === '(') return fail(); // a function-like macro
      return macroValue(t, 0);
    }
    return fail();
  };
  const LEVELS: string[][] = [['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '>', '<=', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%']];
  const binary = (level: number): number => {
    if (level === LEVELS.length) return primary();
    let left = binary(level + 1);
    while (LEVELS[level]!.includes(peek() ?? '')) {
      const op = next()!;
      const right = binary(level + 1);
      left = apply(op, left, right) ?? fail();
    }
    return left;
  };
  const ternary = (): number => {
    const condition = binary(0);
    if (peek() !== '?') return condition;
    next();
    const a = ternary();
    if (next() !== ':') return fail();
    const b = ternary();
    return condition !== 0 ? a : b;
  };
  const value = ternary();
  return unknown || i !== tokens.length ? undefined : value;
}

function apply(op: string, a: number, b: number): number | undefined {
  switch (op) {
    case '||': return a !== 0 || b !== 0 ? 1 : 0;
    case '&&': return a !== 0 && b !== 0 ? 1 : 0;
    case '|': return a | b;
    case '^': return a ^ b;
    case '&': return a & b;
    case '==': return a === b ? 1 : 0;
    case '!=': return a !== b ? 1 : 0;
    case '<': return a < b ? 1 : 0;
    case '>': return a > b ? 1 : 0;
    case '<=': return a <= b ? 1 : 0;
    case '>=': return a >= b ? 1 : 0;
    case '<<': return a << b;
    case '>>': return a >> b;
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return b === 0 ? undefined : Math.trunc(a / b);
    case '%': return b === 0 ? undefined : a % b;
  }
  return undefined;
}
