// npm run bench:breakdown -w annotation-lint — where a lint's CPU time goes, on
// the same 10,000-line file as bench/lint-bench.ts. Figures only, nothing asserted.
//   cold:            parse / fact extraction (every top-level node) / rules — with web-tree-sitter, and
//                    with the native parser (all pieces read first; the lint itself overlaps the two)
//   one-line edit:   diff of the texts / the edited definition re-read (standalone parse + extraction)
//                    / facts assembled / rules — LintProject.setFile(path, text) without a tree
//   editor's tree:   the editor's incremental reparse of the whole file / the edited definition
//                    read from that tree — setFile(path, text, tree), as lsp-server calls it
import type { Tree } from 'web-tree-sitter';
import { createCParser } from '../src/c/language.js';
import { nativeCParser, readAllPieces } from '../src/c/native-parser.js';
import { updateSlots } from '../src/c/local-update.js';
import { assembleFacts, countLines, slotsFromTree } from '../src/c/parts.js';
import { diffEdit } from '../src/c/text-edit.js';
import { LintProject } from '../src/project.js';
import { generateProgram } from './generate.js';
import { editLoopBound } from './edits.js';

const RUNS = 15;
const parser = await createCParser();
const text = generateProgram(10_000);

/** CPU milliseconds (the steadier figure on a shared machine). */
function timed<T>(f: () => T): [T, number] {
  const t = process.cpuUsage();
  const r = f();
  const d = process.cpuUsage(t);
  return [r, (d.user + d.system) / 1000];
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);

type Phases = Record<string, number[]>;
const cold: Phases = { parse: [], facts: [], rules: [] };
const native = nativeCParser();
const coldNative: Phases = { 'native parse': [], 'facts from the flat trees': [] };
const edit: Phases = { diff: [], 'definition re-read': [], 'facts assembled': [], rules: [] };
const editor: Phases = { 'editor reparse': [], 'definition read from the tree': [] };
const add = (p: Phases, name: string, ms: number) => p[name]!.push(ms);

for (let i = 0; i < RUNS; i++) {
  const [tree, parseMs] = timed(() => parser.parse(text)!);
  const [[slots, facts], factsMs] = timed(() => {
    const s = slotsFromTree(tree.rootNode, text);
    return [s, assembleFacts('big.c', s, countLines(text), [])] as const;
  });
  const project = await LintProject.create();
  project.setFile('big.c', text, tree);
  const [, rulesMs] = timed(() => project.lint());
  add(cold, 'parse', parseMs); add(cold, 'facts', factsMs); add(cold, 'rules', rulesMs);
  if (native) {
    const [trees, nativeMs] = timed(() => readAllPieces(native.parseInPieces(text)));
    const [, flatFactsMs] = timed(() => assembleFacts('big.c', trees.flatMap((t) => slotsFromTree(t.rootNode, text)), countLines(text), []));
    add(coldNative, 'native parse', nativeMs); add(coldNative, 'facts from the flat trees', flatFactsMs);
  }

  const edited = editLoopBound(text, i);
  const [e, diffMs] = timed(() => diffEdit(text, edited)!);
  const [local, rereadMs] = timed(() => updateSlots({ text, slots }, edited, e, { kind: 'parse', parser })!);
  const [, assembleMs] = timed(() => assembleFacts('big.c', local, countLines(edited), [], facts));
  const textProject = await LintProject.create();
  textProject.setFile('big.c', text);
  textProject.lint();
  textProject.setFile('big.c', edited);
  const [, rules2] = timed(() => textProject.lint());
  add(edit, 'diff', diffMs); add(edit, 'definition re-read', rereadMs); add(edit, 'facts assembled', assembleMs); add(edit, 'rules', rules2);

  const fresh = slotsFromTree(tree.rootNode, text); // the slots before the edit again (updateSlots moved them)
  tree.edit(e);
  const [tree2, reparseMs] = timed((): Tree => parser.parse(edited, tree)!);
  const [, readMs] = timed(() => updateSlots({ text, slots: fresh }, edited, e, { kind: 'tree', tree: tree2 })!);
  add(editor, 'editor reparse', reparseMs); add(editor, 'definition read from the tree', readMs);
  tree.delete(); tree2.delete();
}
for (const [name, phases] of [['cold', cold], ['cold, native parser', coldNative], ['one-line edit', edit], ["one-line edit, editor's tree", editor]] as const) {
  if (Object.values(phases).every((v) => v.length === 0)) continue;
  console.log(`${name}: ${Object.entries(phases).map(([k, v]) => `${k} ${median(v)} ms`).join(', ')} (CPU, medians of ${RUNS})`);
}
