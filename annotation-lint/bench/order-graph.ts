// Probe of filter-contradictory-constraint's cost (issue #12, item 9): lints a filter of N execution orders in one
// chain or one cycle against a small C file, as heddle-lint and heddle-lsp do, and prints the time.
//   npx tsx annotation-lint/bench/order-graph.ts chain 100000
//   npx tsx annotation-lint/bench/order-graph.ts cycle 1000
// (annotation-lint/test/filter-cycles.test.ts runs 100 k of each under a bound.)
import { LintProject } from '../src/index.js';

const [kind = 'chain', count = '100000'] = process.argv.slice(2);
const n = Number(count);
if ((kind !== 'chain' && kind !== 'cycle') || !Number.isInteger(n) || n < 1) {
  console.error('usage: order-graph.ts chain|cycle N');
  process.exit(2);
}
// Events on one statement told apart by their expression: every event is valid, only the orders matter.
const lines = Array.from({ length: n }, (_, i) => `srv.c:3 (${i + 1}) > srv.c:3 (${kind === 'cycle' && i + 1 === n ? 1 : i + 2})`);
const text = `${lines.join('\n')}\n`;
const project = await LintProject.create();
project.setFile('srv.c', 'int x;\nvoid f(void) {\n  x = 1;\n}\n');
project.setFile('orders.hfilter', text);
const started = performance.now();
const findings = project.lint();
console.log(`${n} execution orders in one ${kind} (${(text.length / 1024).toFixed(0)} KB): ${findings.length} findings in ${(performance.now() - started).toFixed(0)} ms`);
