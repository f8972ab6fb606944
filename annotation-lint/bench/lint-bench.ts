// npm run bench -w annotation-lint — prints (not asserts) the linter's speed:
//   cold lint of a 10,000-line C file (parse + facts + every rule; target ≤ 50 ms), with the native
//   parser (what the CLI and a file's first open use when dist/c-parser.node is built) and with
//   web-tree-sitter alone (no native module: the fallback)
//   re-lint after a one-line edit through LintProject.setFile(path, newText) (target ≤ 10 ms): the edited
//   definition is re-read alone; also shown: an edit that adds a line, and the path where the caller
//   reparses the whole file incrementally and passes its tree (what lsp-server did in session 1)
// Medians over several runs (and the fastest), after the wasm runtime and grammar are loaded once and V8 has
// optimised the linter: what a running language server or a CLI on its second file sees. (A forced full GC
// before each run was tried: V8 then shrinks its heap and re-optimises, and every run takes 2× as long —
// closer to the first lint of a fresh process, which is printed apart.) Wall-clock and CPU time are both
// printed: on a shared, loaded machine the wall clock mostly measures waiting.
import { performance } from 'node:perf_hooks';
import { createCParser, diffEdit, loadCLanguage, LintProject } from '../src/index.js';
import { nativeCParser, nativeParserUnavailable, readAllPieces } from '../src/c/native-parser.js';
import { editLoopBound } from './edits.js';
import { generateProgram } from './generate.js';

const LINES = 10_000;
const COLD_RUNS = 21;
/** The first cold runs also pay for V8 compiling and optimising the linter (≈ 180–500 ms first, then falling over about ten runs): reported apart. */
const WARM_UP_RUNS = 10;
const EDITS = 40;

interface Sample {
  wall: number;
  cpu: number;
}

function measure(work: () => void): Sample {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  work();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

function report(samples: Sample[]): string {
  const fastest = samples.length > 1 ? ` (fastest ${Math.min(...samples.map((s) => s.wall)).toFixed(1)} ms)` : '';
  return `${median(samples.map((s) => s.wall)).toFixed(1)} ms wall, ${median(samples.map((s) => s.cpu)).toFixed(1)} ms CPU${fastest}`;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const t0 = performance.now();
await loadCLanguage();
const loadMs = performance.now() - t0;

const text = generateProgram(LINES);
const lineCount = text.split('\n').length - 1;

/** Cold lints with a fresh project each: the first WARM_UP_RUNS apart (V8 still compiling the linter). */
async function coldLints(parser: 'auto' | 'wasm'): Promise<{ warmUp: Sample[]; cold: Sample[]; findings: number }> {
  const warmUp: Sample[] = [];
  const cold: Sample[] = [];
  let findings = 0;
  for (let i = 0; i < WARM_UP_RUNS + COLD_RUNS; i++) {
    const project = await LintProject.create({ parser });
    (i < WARM_UP_RUNS ? warmUp : cold).push(measure(() => {
      project.setFile('big.c', text);
      findings = project.lint().length;
    }));
  }
  return { warmUp, cold, findings };
}

const native = nativeCParser();
const withNative = native ? await coldLints('auto') : undefined; // first: its first run is the CLI's
const wasmOnly = await coldLints('wasm');
const findings = (withNative ?? wasmOnly).findings;

/** Re-lints after each of `EDITS` edits made by `edit(text, i)`; `withTree`: the caller reparses and passes its tree, as lsp-server does. */
async function relint(edit: (text: string, i: number) => string, withTree = false): Promise<{ lint: Sample[]; callerParse: Sample[] }> {
  const lint: Sample[] = [];
  const callerParse: Sample[] = [];
  const project = await LintProject.create();
  project.setFile('big.c', text);
  project.lint();
  let current = text;
  let tree = withTree ? parser.parse(current)! : undefined;
  for (let i = 0; i < EDITS; i++) {
    const edited = edit(current, i);
    if (tree) {
      tree.edit(diffEdit(current, edited)!);
      const old = tree;
      callerParse.push(measure(() => { tree = parser.parse(edited, old)!; }));
      old.delete();
    }
    current = edited;
    lint.push(measure(() => {
      project.setFile('big.c', edited, tree);
      project.lint();
    }));
  }
  tree?.delete();
  return { lint, callerParse };
}

const parser = await createCParser();
// A one-line edit in the middle of a function body: a loop bound changed, at a different function each time.
const inLine = await relint((t, i) => editLoopBound(t, i, 10 + i));
// The same, with a line added instead (every definition below moves down a line).
const newLine = await relint((t, i) => editLoopBound(t, i, 10 + i).replace(`k < ${10 + i}; k++) {`, `k < ${10 + i}; k++) {\n    counter_0 += 0;`));
const editorTree = await relint((t, i) => editLoopBound(t, i, 10 + i), true);
// Typing leaves syntax errors for a moment (`f(` before `f(x);`): odd edits open a call, even ones close it.
const unfinished = await relint((t, i) => (i % 2 === 0 ? t.replace('obj[0] = k;', 'obj[0] = k; f(') : t.replace('obj[0] = k; f(', 'obj[0] = k;')));

console.log(`annotation-lint benchmark (${lineCount} lines of C, ${findings} findings)`);
console.log(`  load web-tree-sitter + tree-sitter-c (once per process): ${loadMs.toFixed(1)} ms`);
console.log(`  first cold lint in a fresh process (V8 not warmed up): ${report((withNative ?? wasmOnly).warmUp.slice(0, 1))}`);
if (withNative) {
  console.log(`  cold lint, native parser (${readAllPieces(native!.parseInPieces(text)).length} pieces), median of ${COLD_RUNS} after ${WARM_UP_RUNS} warm-up runs: ${report(withNative.cold)}  (target <= 50 ms)`);
} else {
  console.log(`  cold lint, native parser: not measured (${nativeParserUnavailable()})`);
}
console.log(`  cold lint, web-tree-sitter only, median of ${COLD_RUNS}: ${report(wasmOnly.cold)}${withNative ? '' : '  (target <= 50 ms)'}`);
console.log(`  re-lint after a one-line edit, median of ${EDITS}: ${report(inLine.lint)}  (target <= 10 ms)`);
console.log(`  re-lint after an edit that adds a line (all later definitions move): ${report(newLine.lint)}`);
console.log(`  re-lint after an edit that leaves a syntax error (whole-file reparse): ${report(unfinished.lint.filter((_, i) => i % 2 === 0))}`);
console.log(`  re-lint given the caller's reparsed tree (lsp-server's setFile(path, text, tree)): ${report(editorTree.lint)}`);
console.log(`    plus the caller's own incremental reparse of the whole file: ${report(editorTree.callerParse)}`);
console.log(`  machine load average (1 min): ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).cpus().length} CPUs`);
