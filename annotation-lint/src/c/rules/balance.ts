// Rule 2: unbalanced policy changes inside one function — a release on a path
// where the function has not acquired the object, and an acquire still held
// at a return (or at the function's end).
import type { CallEvent, FileFacts, FunctionFacts, ReturnEvent } from '../facts.js';
import { walkFunction } from '../flow-walk.js';
import { acquisitionKey, EMPTY_STATE, RELEASE } from '../flow-state.js';
import { finding, insertAt, where } from '../../finding.js';
import type { Finding, Fix } from '../../types.js';

export function unbalancedChanges(files: readonly FileFacts[]): Finding[] {
  const out: Finding[] = [];
  for (const file of files) for (const fn of file.functions) checkFunction(file, fn, out);
  return out;
}

function checkFunction(file: FileFacts, fn: FunctionFacts, out: Finding[]): void {
  const reported = new Set<string>();
  walkFunction(fn.body, EMPTY_STATE, {
    call(c, s) {
      const key = acquisitionKey(c);
      if (!key || !RELEASE.test(c.callee) || s.acquiredMust.has(key)) return;
      const acquire = c.callee.replace('release', 'acquire');
      const how = s.acquiredMay.has(key)
        ? `on some path to this call ${fn.name}() has not called ${acquire}(${c.args[0]!.text})`
        : `${fn.name}() never calls ${acquire}(${c.args[0]!.text}) before it`;
      out.push(finding('release-without-acquire', file.path, c.range, `${c.callee}(${c.args[0]!.text}) releases what this function has not acquired: ${how}. Acquire it on every path first, or remove the release`));
    },
    exit(ret, s) {
      for (const [key, acquire] of s.acquiredMay) {
        const id = `${key}@${acquire.range.start.line}:${acquire.range.start.character}`;
        if (reported.has(id)) continue; // one finding per acquire, whichever exit shows it first
        reported.add(id);
        const release = acquire.callee.replace('acquire', 'release');
        const call = `${release}(${acquire.args[0]!.text});`;
        const exitText = ret ? `the return at line ${ret.range.start.line + 1}` : `the end of ${fn.name}()`;
        const related = [{ file: file.path, range: ret ? ret.range : { start: fn.closingBrace, end: fn.closingBrace }, message: `still acquired here (${where(file.path, ret ? ret.range : fn.range)})` }];
        out.push(finding('acquire-not-released', file.path, acquire.range, `${acquire.callee}(${acquire.args[0]!.text}) is not released before ${exitText}: call ${call.slice(0, -1)} before it`, releaseFix(file, fn, ret, acquire, call), related));
      }
    },
  });
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
