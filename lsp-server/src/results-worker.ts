// A worker thread that loads one SARIF log (results-loader.ts starts one per load): reading, parsing,
// validating and resolving a 50 MB log takes seconds, which on the main thread would stall every request and
// edit. The worker sends back only the results the editor shows (RuntimeResult: no SARIF, no resolved model),
// in chunks the main thread asks for one at a time, so that taking them in never stalls it for long either.
import { parentPort, workerData } from 'node:worker_threads';
import { NEXT_CHUNK, RESULTS_PER_CHUNK, type LoadRequest, type WorkerMessage } from './results-messages.js';
import { loadRuntimeResults } from './sarif-results.js';

if (!parentPort) {
  process.stderr.write('heddle-lsp: results-worker.js is started by the language server (dist/server.js), not run by itself.\n');
  process.exit(2);
}
const port = parentPort;
const send = (message: WorkerMessage) => port.postMessage(message);
const { logPath, srcRoot } = workerData as LoadRequest;

try {
  const results = loadRuntimeResults(logPath, srcRoot);
  let next = 0;
  const sendChunk = () => {
    if (next >= results.length) {
      send({ kind: 'done' });
      return;
    }
    send({ kind: 'results', results: results.slice(next, next + RESULTS_PER_CHUNK) });
    next += RESULTS_PER_CHUNK;
  };
  port.on('message', (message) => {
    if (message === NEXT_CHUNK) sendChunk();
  });
  sendChunk();
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
