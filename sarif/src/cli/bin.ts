// Process entry of heddle-sarif: real stdout/stderr, exit code from main().
import { main } from './main.js';

const code = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
