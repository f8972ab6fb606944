// npm run bench:breakdown -w annotation-lint — where a lint's CPU time goes
// (parse / fact extraction / rules), cold and after a one-line edit, on the
// same 10,000-line file as bench/lint-bench.ts. Figures only, nothing asserted.
import { createCParser } from '../src/c/language.js';
import { extractFacts } from '../src/c/extract.js';
import { diffEdit } from '../src/c/text-edit.js';
import { LintProject } from '../src/project.js';
import { generateProgram } from './generate.js';

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
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);

const cold = { parse: [] as number[], facts: [] as number[], rules: [] as number[] };
const inc = { parse: [] as number[], facts: [] as number[], rules: [] as number[] };
const lines = text.split('\n');
for (let i = 0; i < RUNS; i++) {
  const [tree, parseMs] = timed(() => parser.parse(text)!);
  const [{ cache }, factsMs] = timed(() => extractFacts('big.c', tree, text));
  const project = await LintProject.create();
  project.setFile('big.c', text, tree);
  const [, rulesMs] = timed(() => project.lint());
  cold.parse.push(parseMs); cold.facts.push(factsMs); cold.rules.push(rulesMs);

  const row = lines.findIndex((l, n) => n > (i * 997) % (lines.length - 50) && l.includes('for (int k = 0; k <'));
  const edited = [...lines.slice(0, row), lines[row]!.replace(/k < \d+/, 'k < 99'), ...lines.slice(row + 1)].join('\n');
  tree.edit(diffEdit(text, edited)!);
  const [tree2, parse2] = timed(() => parser.parse(edited, tree)!);
  const [, facts2] = timed(() => extractFacts('big.c', tree2, edited, cache));
  project.setFile('big.c', edited, tree2);
  const [, rules2] = timed(() => project.lint());
  inc.parse.push(parse2); inc.facts.push(facts2); inc.rules.push(rules2);
  tree.delete(); tree2.delete();
}
for (const [name, s] of [['cold', cold], ['one-line edit', inc]] as const) {
  console.log(`${name}: parse ${median(s.parse)} ms, facts ${median(s.facts)} ms, rules ${median(s.rules)} ms (CPU, medians of ${RUNS})`);
}
