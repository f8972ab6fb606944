// A SARIF log of any size made of the fixture's one result, each copy on one of counter.c's first 30 lines
// (the robustness test uses 50 MB; the fixture test validates a small one made the same way).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from './fixture-workspace.js';

export const HUGE_LOG_LINES = 30;

export function hugeLog(bytes: number): { text: string; results: number } {
  const log = JSON.parse(readFileSync(join(fixturesDir, 'sharing-violation.sarif'), 'utf8'));
  const [one] = log.runs[0].results;
  const [location] = one.locations;
  const copy = (i: number) => ({
    ...one,
    locations: [{ ...location, physicalLocation: { ...location.physicalLocation, region: { startLine: 1 + (i % HUGE_LOG_LINES) } } }],
  });
  const count = Math.ceil(bytes / JSON.stringify(copy(0)).length);
  log.runs[0].results = Array.from({ length: count }, (_, i) => copy(i));
  return { text: JSON.stringify(log), results: count };
}
