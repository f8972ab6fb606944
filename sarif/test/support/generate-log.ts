// Generates large, realistic heddle logs (two-thread codeFlows, related locations,
// fingerprints) for the limit tests and the benchmark. Deterministic for given options.
import { SarifLogBuilder, sourceLocation, type Level, type Log } from '../../src/index.js';

export interface GenerateOptions {
  results: number;
  /** Category of the run (default "heddle-runtime"). */
  category?: string;
  /** Level of result i (default: every 10th an error, every 3rd a note, else warning). */
  level?: (i: number) => Level;
  /** Source files the results are spread over (default 500). */
  files?: number;
}

const RULES = ['sharing-violation', 'unordered-policy-change', 'invalid-policy-change', 'lock-not-held', 'api-misuse'];

export function generateLog(options: GenerateOptions): Log {
  const builder = new SarifLogBuilder();
  const run = builder.addRun({ tool: { name: 'heddle', version: '0.1.0' }, category: options.category ?? 'heddle-runtime' });
  for (const id of RULES) {
    run.addRule({ id, shortDescription: { text: `${id}.` }, fullDescription: { text: `The ${id} rule.` }, help: { text: `How to fix ${id}.` }, helpUri: `https://heddle.dev/rules/${id}` });
  }
  const files = options.files ?? 500;
  const level = options.level ?? ((i: number) => (i % 10 === 0 ? 'error' : i % 3 === 0 ? 'note' : 'warning'));
  for (let i = 0; i < options.results; i++) {
    const path = `src/module${i % files}.c`;
    const line = 10 + (i % 997);
    run.addResult({
      ruleId: RULES[i % RULES.length]!,
      level: level(i),
      message: { text: `Write of size 4 to object_${i} by thread T2 violates its policy private (owner T1). The policy was last set [here](1).` },
      locations: [sourceLocation({ path, startLine: line, startColumn: 5, functionName: `worker_${i % 50}` })],
      relatedLocations: [sourceLocation({ path, startLine: line - 5, id: 1, message: 'last policy change' })],
      codeFlows: [
        {
          threadFlows: [
            { id: 'T2', locations: [{ location: sourceLocation({ path, startLine: line, functionName: `worker_${i % 50}` }) }] },
            { id: 'T1', locations: [{ location: sourceLocation({ path, startLine: line - 5, functionName: 'init' }) }] },
          ],
        },
      ],
      partialFingerprints: { primaryLocationLineHash: `${(i * 2654435761 >>> 0).toString(16).padStart(8, '0')}${i.toString(16).padStart(8, '0')}:1` },
      properties: { thread: 2, access: 'write', accessSize: 4, object: `object_${i}`, policy: 'private', owner: 1 },
    });
  }
  return builder.build();
}
