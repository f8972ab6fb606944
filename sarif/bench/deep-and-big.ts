// Probes of heddle-sarif on schema-valid logs that are deep or big (issue #12, item 10), through the bundled CLI
// (npm run build -w sarif first):
//   npx tsx sarif/bench/deep-and-big.ts deep 100000     merge and diff of a log whose properties bag nests 100 k deep
//   npx tsx sarif/bench/deep-and-big.ts results 1000000 diff of a log of 1 M results against itself (604 MB out)
// Prints each command's exit status, wall time, peak RSS (GNU time) and output size. sarif/test/deep-and-big.test.ts
// runs 10 k and 100 k deep, and a diff whose output is longer than one string can be, on every test run.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [kind = 'deep', count = '100000'] = process.argv.slice(2);
const n = Number(count);
if ((kind !== 'deep' && kind !== 'results') || !Number.isInteger(n) || n < 1) {
  console.error('usage: deep-and-big.ts deep DEPTH | results COUNT');
  process.exit(2);
}
// HEDDLE_SARIF_BIN: another build to compare with (e.g. one of an older commit).
const bin = process.env.HEDDLE_SARIF_BIN ?? fileURLToPath(new URL('../dist/heddle-sarif.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'heddle-sarif-probe-'));
const input = join(dir, 'input.sarif');

const result = (i: number, properties: string) =>
  `{"ruleId":"data-race","level":"error","message":{"text":"race ${i}"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"src/f${i % 100}.c"},"region":{"startLine":${1 + (i % 1000)},"startColumn":3}}}],"partialFingerprints":{"heddle/v1":"fp${i}"}${properties}}`;
// Written piece by piece: the generator must not need the string limit it probes.
const fd = openSync(input, 'w');
writeSync(fd, '{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"heddle","rules":[{"id":"data-race"}]}},"results":[');
if (kind === 'deep') writeSync(fd, result(0, `,"properties":${'{"nested":'.repeat(n)}"bottom"${'}'.repeat(n)}`));
else for (let i = 0; i < n; i++) writeSync(fd, `${i > 0 ? ',' : ''}${result(i, '')}`);
writeSync(fd, ']}]}');
closeSync(fd);
console.log(`input: ${kind === 'deep' ? `properties ${n} deep` : `${n} results`}, ${(statSync(input).size / 1e6).toFixed(1)} MB`);

const commands = kind === 'deep' ? [['merge', '-o', join(dir, 'out.sarif'), input], ['diff', '--baseline', input, '-o', join(dir, 'out.sarif'), input]] : [['diff', '--baseline', input, '-o', join(dir, 'out.sarif'), input]];
for (const args of commands) {
  const run = spawnSync('/usr/bin/time', ['-f', '%e s, %M KB peak RSS', process.execPath, bin, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const size = (() => {
    try {
      return `${(statSync(join(dir, 'out.sarif')).size / 1e6).toFixed(1)} MB out`;
    } catch {
      return 'no output';
    }
  })();
  const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
  console.log(`heddle-sarif ${args[0]}: exit ${run.status}, ${lines.at(-1)}, ${size}; ${lines.slice(0, -1).join(' | ').slice(0, 300)}`);
  rmSync(join(dir, 'out.sarif'), { force: true });
}
rmSync(dir, { recursive: true, force: true });
