// Child process of filter-cycles.test.ts: `filter-scale-child.ts chain|cycle COUNT` lints a filter of COUNT
// execution orders (one chain, or one cycle) against a small C file. Sends {input} when the lint starts, so the
// parent's watchdog (bounded.ts) bounds the lint itself, then {done} or {fail} (wrong findings); prints the time.
import { LintProject } from '../src/index.js';
import { CYCLE_NAMED_MAX } from '../src/filter/check.js';

const [kind, count] = [process.argv[2]!, Number(process.argv[3])];
const send = (m: object) => new Promise<void>((done) => process.send!(m, () => done()));
try {
  // Events on one statement told apart by their expression, so every event is valid and only the orders matter.
  const lines = Array.from({ length: count }, (_, i) => `srv.c:3 (${i + 1}) > srv.c:3 (${kind === 'cycle' && i + 1 === count ? 1 : i + 2})`);
  const text = `${lines.join('\n')}\n`;
  const project = await LintProject.create();
  project.setFile('srv.c', 'int x;\nvoid f(void) {\n  x = 1;\n}\n');
  project.setFile('big.hfilter', text);
  await send({ input: `${kind} ${count}` });
  const started = performance.now();
  const findings = project.lint();
  const ms = performance.now() - started;
  console.log(`# heddle-lint: ${count} execution orders in one ${kind} (${(text.length / 1024).toFixed(0)} KB): ${ms.toFixed(0)} ms, ${findings.length} findings`);
  const wrong = findings.filter((f) => f.ruleId !== 'filter-contradictory-constraint');
  if (wrong.length > 0) throw new Error(`unexpected findings: ${wrong.slice(0, 3).map((f) => f.message).join('; ')}`);
  if (findings.length !== (kind === 'cycle' ? count : 0)) throw new Error(`${findings.length} findings for a ${kind} of ${count}`);
  for (const f of findings) {
    if (f.related.length !== CYCLE_NAMED_MAX || !f.message.includes(` and ${count - 1 - CYCLE_NAMED_MAX} more execution orders of the same cycle`)) throw new Error(`not capped: ${f.message.slice(0, 300)}`);
  }
  await send({ done: true });
} catch (err) {
  await send({ fail: (err as Error).stack ?? String(err) });
}
process.disconnect();
