// Rule 2: unbalanced policy changes inside one function — a release on a path
// where the function has not acquired the object, and an acquire still held
// at a return (or at the function's end).
//
// PUSh hands objects over without an acquire: an object a thread touched first
// (or allocated private) is its own, and releasing it is the hand-off. So a
// release counts as unbalanced only when the same function acquires that
// object before it (in the source), just not on every path to the release; a
// write release that comes before every acquire of the object is a hand-off
// too (a read release is not: only a reader can stop reading). Freeing an object or setting
// a new policy ends an acquisition; main() may end with acquisitions held
// (the process exits).
import type { CallEvent, FileFacts, FunctionFacts, ReturnEvent } from '../facts.js';
import { callsIn, type Program, type WalkResult } from '../program.js';
import { ACQUIRE, acquisitionKey, RELEASE } from '../flow-state.js';
import { finding, insertAt, where } from '../../finding.js';
import type { Finding, Fix } from '../../types.js';

/** Findings per function (and file path): the rule is local, so unchanged functions keep theirs. */
const memo = new WeakMap<FunctionFacts, { path: string; line: number; findings: Finding[] }>();

export function unbalancedChanges(program: Program): Finding[] {
  const out: Finding[] = [];
  for (const file of program.files) {
    for (const fn of file.functions) {
      let known = memo.get(fn);
      // The findings quote line numbers: a function that moved is checked again.
      if (!known || known.path !== file.path || known.line !== fn.range.start.line) {
        known = { path: file.path, line: fn.range.start.line, findings: [] };
        checkFunction(file, fn, program.walkOf(fn), known.findings);
        memo.set(fn, known);
      }
      out.push(...known.findings);
    }
  }
  return out;
}

/** Reads the function's walk (program.ts) — the acquisition part of the state does not depend on callers. */
function checkFunction(file: FileFacts, fn: FunctionFacts, walk: WalkResult, out: Finding[]): void {
  const reported = new Set<string>();
  /** The first acquire of each object in the source. */
  const firstAcquire = new Map<string, CallEvent>();
  for (const c of callsIn(fn.body)) {
    const key = ACQUIRE.test(c.callee) ? acquisitionKey(c) : undefined;
    if (key && !firstAcquire.has(key)) firstAcquire.set(key, c);
  }
  for (const { event: c, state: s } of walk.calls) {
    const key = acquisitionKey(c);
    if (!key || !RELEASE.test(c.callee) || s.acquiredMust.has(key)) continue;
    const first = firstAcquire.get(key);
    // Only write ownership is handed over before an acquire: a read release needs a read acquire first.
    if (!first || (c.callee === 'heddle_release_write' && !before(first.range.start, c.range.start))) continue;
    const acquire = c.callee.replace('release', 'acquire');
    out.push(finding('release-without-acquire', file.path, c.range, `${c.callee}(${c.args[0]!.text}) releases what ${fn.name}() has not acquired on every path to it (it calls ${acquire}(${c.args[0]!.text}) only on some, or released it already): acquire it on every path first, or release it only where it was acquired`));
  }
  if (fn.name === 'main') return;
  for (const { event: ret, state: s } of walk.exits) {
    for (const [key, acquire] of s.acquiredMay) {
      const id = `${key}@${acquire.range.start.line}:${acquire.range.start.character}`;
      if (reported.has(id)) continue; // one finding per acquire, whichever exit shows it first
      reported.add(id);
      const release = acquire.callee.replace('acquire', 'release');
      const call = `${release}(${acquire.args[0]!.text});`;
      const exitText = ret ? `the return at line ${ret.range.start.line + 1}` : `the end of ${fn.name}()`;
      const exitRange = ret ? ret.range : { start: fn.closingBrace, end: { line: fn.closingBrace.line, character: fn.closingBrace.character + 1 } };
      const related = [{ file: file.path, range: exitRange, message: `still acquired here (${where(file.path, exitRange, file.path)})` }];
      out.push(finding('acquire-not-released', file.path, acquire.range, `${acquire.callee}(${acquire.args[0]!.text}) is not released before ${exitText}: call ${call.slice(0, -1)} before it`, releaseFix(file, fn, ret, acquire, call), related));
    }
  }
}

function before(a: { line: number; character: number }, b: { line: number; character: number }): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

function releaseFix(file: FileFacts, fn: FunctionFacts, ret: ReturnEvent | undefined, acquire: CallEvent, call: string): Fix[] {
  if (ret) {
    if (!ret.insertableBefore) return [];
    return [{ description: `Insert ${call} before the return`, edits: [insertAt(file.path, { line: ret.statementStart.line, character: 0 }, `${ret.statementIndent}${call}\n`)] }];
  }
  // Falling off the end: insert before the closing brace when it starts its own line.
  if (fn.closingBrace.character !== fn.closingIndent.length) return [];
  return [{ description: `Insert ${call} at the end of ${fn.name}()`, edits: [insertAt(file.path, { line: fn.closingBrace.line, character: 0 }, `${acquire.statementIndent}${call}\n`)] }];
}
