// Child process of the fuzz test: `fuzz-child.ts filters|c|cpp COUNT`. Sends
// {input} before each input, then {done} or {fail}; the parent's watchdog
// (bounded.ts) kills it when one input takes too long.
import { fuzzC, fuzzFilters } from './fuzz-cases.js';

const [kind, count] = [process.argv[2], Number(process.argv[3])];
const send = (m: object) => new Promise<void>((done) => process.send!(m, () => done()));
const onInput = (text: string) => void process.send!({ input: text });
try {
  if (kind === 'filters') fuzzFilters(count, onInput);
  else await fuzzC(count, onInput, kind === 'cpp' ? 'cpp' : 'c');
  await send({ done: true });
} catch (err) {
  await send({ fail: (err as Error).stack ?? String(err) });
}
process.disconnect();
